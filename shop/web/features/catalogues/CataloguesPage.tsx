import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBuyCatalogues } from '../../api/catalogue/buy-catalogues';
import { useCatalogues } from '../../api/catalogue/get-catalogues';
import { CatalogueOfferDialog } from '../../components/catalogue-offer/CatalogueOfferDialog';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';

/** /products/catalogues: the catalogue section with its offer dialog. */
export function CataloguesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalogues = useCatalogues();
  const buy = useBuyCatalogues();
  return (
    <Page title={t('routes.catalogues')}>
      {catalogues.isPending && <LoadingBlock label={t('common.loading')} />}
      {catalogues.isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
      {catalogues.data?.length === 0 && <p>{t('catalogues.none')}</p>}
      {catalogues.data && catalogues.data.length > 0 && (
        <CatalogueOfferDialog
          catalogues={catalogues.data}
          busy={buy.isPending}
          error={buy.isError ? t('catalogues.failed') : null}
          onNoThanks={() => void navigate(paths['products.list'])}
          onAdd={(chosen) =>
            buy.mutate(chosen, { onSuccess: () => void navigate(paths.shoppingcart) })
          }
        />
      )}
    </Page>
  );
}
