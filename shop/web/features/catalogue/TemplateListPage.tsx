import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { usePhotogiftInfo } from '../../api/catalogue/get-photogift-info';
import { useTemplateList } from '../../api/catalogue/get-template-list';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/Page';
import { Skeleton } from '../../ui/Skeleton';
import { NotFound } from '../../components/not-found/NotFound';
import { CardCategoryRow } from './CardCategoryRow';
import { useCurrentPictureSet } from './current-picture-set';
import { FilterBar } from './FilterBar';
import { applyFilters, type FilterState } from './filters';
import { useLang } from './language';
import { listTarget, type ListTarget } from './list-target';
import { PictureSetPicker } from './PictureSetPicker';
import { TemplateGroup } from './TemplateGroup';
import styles from './catalogue.module.css';

const SKELETONS = 10;

function useTitle(target: ListTarget | null): string {
  const { t } = useTranslation();
  const lang = useLang();
  const info = usePhotogiftInfo(target?.type === 'photogifts' ? target.category : null);
  if (target?.type === 'cards') return t('routes.cards');
  if (target?.type === 'calendars') return t('routes.calendars');
  if (!target) return t('routes.products');
  return info.data?.names[lang] ?? t('routes.photoGifts');
}

/** The template lists of cards, calendars and photo gifts, at every route that shows one of them. */
export function TemplateListPage() {
  const { t } = useTranslation();
  const target = listTarget(useLocation().pathname, useParams());
  const [search] = useSearchParams();
  const pages = search.get('pages');
  const [current, setCurrent] = useCurrentPictureSet();
  const [filter, setFilter] = useState<FilterState>({
    text: '',
    chosen: pages ? { pages } : {},
  });
  const title = useTitle(target);
  const list = useTemplateList(
    target?.type ?? 'cards',
    target?.category ?? null,
    current?.uuid ?? null,
  );
  if (!target) return <NotFound />;

  const items = list.data ? applyFilters(list.data.items, filter) : [];
  const empty = list.isSuccess && items.length === 0;
  // The first group shown: its first preview is the page's largest paint, so it loads at once.
  const lead = list.data?.products.find((p) => items.some((i) => i.product.uuid === p.uuid));
  return (
    <Page title={title}>
      <p className={styles.subtitle}>{t('catalogue.chooseTemplate')}</p>
      {target.type === 'cards' && <CardCategoryRow selected={target.category} />}
      <div className={styles.toolbar}>
        <PictureSetPicker
          value={list.data?.subjectUuid ?? current?.uuid ?? null}
          onChange={setCurrent}
        />
        <FilterBar
          type={target.type}
          items={list.data?.items ?? []}
          state={filter}
          onChange={setFilter}
        />
      </div>
      {list.isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
      {list.isPending && (
        <ul className={styles.templateGrid} aria-busy="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i}>
              <Skeleton height="8rem" />
            </li>
          ))}
        </ul>
      )}
      {empty && (
        <div className={styles.empty}>
          <p>{t('catalogue.empty')}</p>
          <Link to="/products/categories">{t('catalogue.emptyLink')}</Link>
        </div>
      )}
      {list.data?.products.map((product) => {
        const own = items.filter((item) => item.product.uuid === product.uuid);
        if (own.length === 0) return null;
        return (
          <TemplateGroup
            key={product.uuid}
            first={product.uuid === lead?.uuid}
            target={target}
            product={product}
            items={own}
            campaign={list.data.campaignProductUuids.includes(product.uuid)}
          />
        );
      })}
    </Page>
  );
}
