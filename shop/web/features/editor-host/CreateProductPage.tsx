import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { useDocumentTitle } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { backPath } from './back-path';
import { readCurrentPictureSet } from '../../lib/current-picture-set';
import { newDesignDraftKey } from './draft';
import { EditorHost } from './EditorHost';
import { useEditorData } from './useEditorData';
import styles from './editor-host.module.css';

/**
 * The create-product routes (/products/{type}[/{category}]/{productUuid}/{templateUuid} and
 * /products/categories/{category}/{subCategory}/{productUuid}/{templateUuid}): a new design,
 * pre-filled with the parent's pictures, added to the cart.
 */
export function CreateProductPage() {
  const { t } = useTranslation();
  const params = useParams();
  const productUuid = params.productUuid ?? '';
  const templateUuid = params.templateUuid ?? '';
  // The child is read once: a switch of picture inside the editor keeps saving to this draft.
  const [child] = useState(() => readCurrentPictureSet()?.uuid ?? null);
  const key = newDesignDraftKey(productUuid, templateUuid, child);
  const data = useEditorData({ productUuid, templateUuid, draftKey: key, line: null });
  useDocumentTitle(t('routes.createProduct'));

  if (data.status === 'loading') return <LoadingBlock label={t('common.loading')} />;
  if (data.status === 'error')
    return (
      <div className={styles.state}>
        <Alert tone="error">
          {data.notAvailable ? t('editorHost.notAvailable') : t('editorHost.loadFailed')}
        </Alert>
      </div>
    );
  return (
    <EditorHost
      {...data.host}
      mode="create"
      lineUuid={null}
      draftKey={key}
      backTo={backPath(data.host.template.type, params, data.host.product.category)}
    />
  );
}
