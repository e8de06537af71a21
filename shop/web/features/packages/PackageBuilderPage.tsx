import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import type { PackageInstance } from '../../../contract/packages';
import { usePackageInstance } from '../../api/packages/create-package-instance';
import { usePackageLine } from '../../api/packages/package-lines';
import { pictureSetsQueryOptions } from '../../api/picture-sets/get-picture-sets';
import { templateQueryOptions } from '../../api/templates/get-template';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { PackageBuilder } from './PackageBuilder';

/** Picture sets asked for this recently are not asked for again when the page mounts. */
const SETS_FRESH_MS = 30_000;

/**
 * /products/packages/{packageUuid}: builds the package for the current subject; with
 * ?orderpart={line uuid} (from /shopping-cart/edit/{uuid}) it opens that cart line to update.
 */
export function PackageBuilderPage() {
  const { t } = useTranslation();
  const packageUuid = useParams().packageUuid ?? '';
  const lineUuid = useSearchParams()[0].get('orderpart');
  const created = usePackageInstance(packageUuid, lineUuid === null);
  const line = usePackageLine(lineUuid);
  // The sets asked for as the route started are taken (asking again re-rendered every item).
  const sets = useQuery({ ...pictureSetsQueryOptions(), staleTime: SETS_FRESH_MS });
  const instance: PackageInstance | undefined = lineUuid ? line.data?.instance : created.data;
  const failed = lineUuid ? line.isError : created.isError;
  // The items' designs load beside the picture sets, not after them (the thumbnails need both).
  useQueries({
    queries: (instance?.packageItems ?? []).flatMap((item) =>
      item.template ? [templateQueryOptions(item.template.uuid, item.template.version)] : [],
    ),
  });

  if (lineUuid && line.isError) return <Navigate to={paths.shoppingcart} replace />;
  if (failed)
    return (
      <Page title={t('routes.packages')}>
        <Alert tone="error">
          {created.error instanceof Error ? created.error.message : t('common.loadFailed')}
        </Alert>
      </Page>
    );
  if (!instance || !sets.data) return <LoadingBlock label={t('common.loading')} />;
  return <PackageBuilder instance={instance} sets={sets.data} lineUuid={lineUuid} />;
}
