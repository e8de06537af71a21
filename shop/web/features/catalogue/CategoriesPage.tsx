import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Category, QualifiedSubject } from '../../../contract/catalogue';
import { useCategories } from '../../api/catalogue/get-categories';
import { isNativeApp } from '../../lib/native-app';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/Page';
import { Skeleton } from '../../ui/Skeleton';
import { PromotedProducts } from '../../components/promoted-products/PromotedProducts';
import { CategoryCardLink } from './CategoryCardLink';
import { categoryPath, needsSwitch, visibleCategories } from '../../lib/category-links';
import { useCurrentPictureSet } from './current-picture-set';
import { useLang } from './language';
import { MismatchDialog } from './MismatchDialog';
import styles from './catalogue.module.css';

const SKELETONS = 5;

/** /products/categories: the category cards (1, 2 or 3 columns) and the promoted products. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const categories = useCategories(useLang());
  const navigate = useNavigate();
  const [current, setCurrent] = useCurrentPictureSet();
  const [pending, setPending] = useState<{ to: string; subject: QualifiedSubject } | null>(null);
  const [plainLinks] = useState(() => isNativeApp());

  const open = (category: Category, event: React.MouseEvent) => {
    const subject = category.firstQualifiedSubject;
    if (!subject || !current || !needsSwitch(category, current.uuid)) return;
    event.preventDefault();
    setPending({ to: categoryPath(category), subject });
  };

  return (
    <Page title={t('routes.categories')}>
      <PromotedProducts />
      {categories.isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
      <ul className={styles.categoryGrid} aria-busy={categories.isPending}>
        {categories.isPending &&
          Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i} className={styles.categoryCard}>
              <Skeleton height="9rem" />
              <Skeleton width="60%" height="1.3em" />
            </li>
          ))}
        {visibleCategories(categories.data ?? []).map((category) => (
          <li key={category.internalName}>
            <CategoryCardLink
              to={categoryPath(category)}
              className={styles.categoryCard}
              plain={plainLinks}
              onClick={(event) => open(category, event)}
            >
              {category.image && (
                <img src={category.image} alt="" className={styles.categoryImage} loading="lazy" />
              )}
              <span className={styles.categoryTitle}>{category.title}</span>
              <span className={styles.categoryText}>{category.description}</span>
            </CategoryCardLink>
          </li>
        ))}
      </ul>
      <MismatchDialog
        open={pending !== null}
        current={current?.name ?? ''}
        next={pending?.subject.name ?? ''}
        onCancel={() => setPending(null)}
        onSwitch={() => {
          if (!pending) return;
          setCurrent({ uuid: pending.subject.uuid, name: pending.subject.name });
          setPending(null);
          if (plainLinks) window.location.assign(pending.to);
          else void navigate(pending.to);
        }}
      />
    </Page>
  );
}
