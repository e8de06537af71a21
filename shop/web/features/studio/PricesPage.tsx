import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PriceSheetReport } from '../../../contract/studio';
import {
  PricesChangedElsewhere,
  priceSheetUrl,
  sheetWithPrices,
  studioKeys,
  useImportPriceSheet,
  usePriceSheet,
  type EditablePriceSheet,
  type SheetTier,
} from '../../api/studio/studio';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useDocumentTitle } from '../../ui/Page';
import { tKey } from '../../i18n/keys';
import { formatKroner, parseKroner } from './kroner';
import styles from './studio.module.css';
import { LoadState, ProblemsTable, StudioTable } from './StudioTable';
import { UploadForm } from './UploadForm';

type Product = EditablePriceSheet['products'][number];
/** What the fields of one tier hold while staff type: kroner as text. */
type TierText = { price: string; campaignPrice: string };

/** A tier's two amounts, typed in kroner, each named for staff by its product and tier. */
const AMOUNT_FIELDS = [
  { field: 'price', label: tKey('studio.priceOf') },
  { field: 'campaignPrice', label: tKey('studio.campaignOf') },
] as const;

/** The report of the last upload or save: the import's counts or each problem of the sheet. */
function SheetReport({ report }: { report: PriceSheetReport }) {
  const { t } = useTranslation();
  if (report.ok && report.summary) {
    const { products, packages } = report.summary;
    return (
      <Alert tone="success">
        {t('studio.sheetImported', {
          added: products.added,
          updated: products.updated,
          unchanged: products.unchanged,
          packagesAdded: packages.added,
          packagesUpdated: packages.updated,
        })}
      </Alert>
    );
  }
  return (
    <>
      <Alert tone="error">{t('studio.sheetRefused', { count: report.issues.length })}</Alert>
      <ProblemsTable where={{ label: t('studio.where') }} problems={report.issues} />
    </>
  );
}

/** One product's tiers with their price and campaign price in kroner, saved together. */
function ProductPrices({
  product,
  lang,
  onSave,
  busy,
}: {
  product: Product;
  lang: string;
  onSave: (product: Product, prices: { price: number; campaignPrice: number | null }[]) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const name = product.name[lang] ?? product.name.en ?? product.uuid;
  const shown = (tiers: SheetTier[]): TierText[] =>
    tiers.map((tier) => ({
      price: formatKroner(tier.price),
      campaignPrice: tier.campaignPrice === null ? '' : formatKroner(tier.campaignPrice),
    }));
  const [texts, setTexts] = useState<TierText[]>(() => shown(product.prices));
  const [bad, setBad] = useState(false);
  const set = (i: number, field: keyof TierText, value: string) =>
    setTexts((old) => old.map((tier, j) => (j === i ? { ...tier, [field]: value } : tier)));

  const save = () => {
    // Amounts typed as kroner become øre here; whether they are allowed (not negative, a
    // campaign price below the price) is the server's check of the whole sheet.
    const prices = texts.map((tier) => ({
      price: parseKroner(tier.price),
      campaignPrice: tier.campaignPrice.trim() === '' ? null : parseKroner(tier.campaignPrice),
      campaignGiven: tier.campaignPrice.trim() !== '',
    }));
    if (prices.some((p) => p.price === null || (p.campaignGiven && p.campaignPrice === null))) {
      setBad(true);
      return;
    }
    setBad(false);
    onSave(
      product,
      prices.map((p) => ({ price: p.price ?? 0, campaignPrice: p.campaignPrice })),
    );
  };

  return (
    <>
      {product.prices.map((tier, i) => {
        const tierName =
          tier.type === 0
            ? t('studio.tierFrom', { quantity: tier.quantity })
            : t('studio.tierOrdinal', { quantity: tier.quantity });
        return (
          <tr key={i}>
            {i === 0 && (
              <th scope="rowgroup" rowSpan={product.prices.length}>
                {name}
                {bad && (
                  <p role="alert" className={styles.error}>
                    {t('studio.badAmount', { product: name })}
                  </p>
                )}
              </th>
            )}
            <td>{tierName}</td>
            {AMOUNT_FIELDS.map(({ field, label }) => (
              <td key={field} className={styles.number}>
                <input
                  className={styles.amount}
                  inputMode="decimal"
                  value={texts[i]?.[field] ?? ''}
                  onChange={(e) => set(i, field, e.target.value)}
                  aria-label={t(label, { product: name, tier: tierName })}
                />
              </td>
            ))}
            {i === 0 && (
              <td rowSpan={product.prices.length}>
                <Button
                  variant="secondary"
                  onClick={save}
                  busy={busy}
                  aria-label={t('studio.saveProduct', { product: name })}
                >
                  {t('studio.save')}
                </Button>
              </td>
            )}
          </tr>
        );
      })}
    </>
  );
}

/**
 * /studio/prices: the shop's price sheet downloaded or uploaded whole, and each product's
 * prices changed in place. A save posts the newest sheet with that change, so it meets the
 * same checks as an uploaded file and nothing else in the sheet moves.
 */
export function PricesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('studio.pricesTitle'));
  const sheet = usePriceSheet();
  const queryClient = useQueryClient();
  const importSheet = useImportPriceSheet();
  const [localError, setLocalError] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);

  const post = async (body: unknown) => {
    setLocalError(null);
    try {
      // A sheet that imports is fetched again, and the table drawn afresh from it.
      await importSheet.mutateAsync(body);
    } catch (error) {
      setLocalError(error instanceof Error ? error.message : t('common.loadFailed'));
    }
  };

  const upload = async (file: File) => {
    let body: unknown;
    try {
      body = JSON.parse(await file.text()) as unknown;
    } catch {
      importSheet.reset();
      setLocalError(t('studio.sheetNotJson'));
      return;
    }
    await post(body);
  };

  const saveProduct = async (
    product: Product,
    prices: { price: number; campaignPrice: number | null }[],
  ) => {
    setSaving(product.uuid);
    try {
      await post(await sheetWithPrices(product, prices));
    } catch (error) {
      if (error instanceof PricesChangedElsewhere) {
        setLocalError(t('studio.pricesChangedElsewhere'));
        await queryClient.invalidateQueries({ queryKey: studioKeys.priceSheet });
      } else setLocalError(error instanceof Error ? error.message : t('common.loadFailed'));
    } finally {
      setSaving(null);
    }
  };

  const lang = i18n.language.slice(0, 2);
  return (
    <>
      <h1>{t('studio.pricesTitle')}</h1>
      <p className={styles.muted}>{t('studio.pricesHelp')}</p>
      <p>
        <a href={priceSheetUrl} download="price-sheet.json">
          {t('studio.downloadSheet')}
        </a>
      </p>
      <UploadForm
        label={t('studio.sheetFile')}
        accept=".json,application/json"
        submitLabel={t('studio.uploadSheet')}
        busy={importSheet.isPending && saving === null}
        onUpload={upload}
      />
      <section aria-live="polite">
        {localError && <Alert tone="error">{localError}</Alert>}
        {importSheet.data && !localError && <SheetReport report={importSheet.data} />}
      </section>
      <h2>{t('studio.editPrices')}</h2>
      {sheet.isSuccess ? (
        <StudioTable
          columns={[
            { label: t('studio.product') },
            { label: t('studio.tier') },
            { label: t('studio.price'), number: true },
            { label: t('studio.campaignPrice'), number: true },
            { label: <span className="visually-hidden">{t('studio.actions')}</span> },
          ]}
        >
          {sheet.data.products.map((product) => (
            <tbody key={`${product.uuid}-${sheet.dataUpdatedAt}`}>
              <ProductPrices
                product={product}
                lang={lang}
                busy={saving === product.uuid}
                onSave={(p, prices) => void saveProduct(p, prices)}
              />
            </tbody>
          ))}
        </StudioTable>
      ) : (
        <LoadState query={sheet} />
      )}
    </>
  );
}
