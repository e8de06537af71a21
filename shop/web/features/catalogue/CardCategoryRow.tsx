import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCardCategories } from '../../api/catalogue/get-card-categories';
import { cx } from '../../ui/cx';
import { Skeleton } from '../../ui/Skeleton';
import { cardsPath } from '../../lib/category-links';
import { useLang } from './language';
import styles from './catalogue.module.css';

/** Card categories as a scrolling row, sorted by translated name; the chosen one centred. */
export function CardCategoryRow({ selected }: { selected: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useCardCategories();
  const current = useRef<HTMLAnchorElement>(null);
  const sorted = [...(query.data?.categories ?? [])].sort((a, b) =>
    a.names[lang].localeCompare(b.names[lang], lang),
  );
  const chosen = selected ?? query.data?.defaultCategory ?? null;

  useEffect(() => {
    current.current?.scrollIntoView?.({ inline: 'center', block: 'nearest' });
  }, [chosen, sorted.length]);

  // While the categories load, a row of the same height holds their place: the filters and
  // the templates below do not jump down when the chips arrive.
  if (query.isPending)
    return (
      <div className={styles.chipRow} aria-hidden="true">
        <Skeleton width="7rem" height="var(--touch)" />
      </div>
    );
  if (sorted.length === 0) return null;
  return (
    <nav aria-label={t('catalogue.cardCategories')} className={styles.chipRow}>
      {sorted.map((category) => {
        const active = category.internalName === chosen;
        return (
          <Link
            key={category.internalName}
            ref={active ? current : undefined}
            to={cardsPath(category.internalName)}
            className={cx(styles.chip, active && styles.chipActive)}
            aria-current={active ? 'page' : undefined}
            replace
          >
            {category.names[lang]}
          </Link>
        );
      })}
    </nav>
  );
}
