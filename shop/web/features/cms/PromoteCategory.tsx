import { Link } from 'react-router';
import type { CategoryTile } from '../../../contract/cms';
import { categoryLink, visibleCategories } from './rules';
import styles from './cms.module.css';

/** Category tiles leading to the product lists; the photobook category is hidden. */
export function PromoteCategory({ categories }: { categories: CategoryTile[] }) {
  return (
    <ul className={styles.tiles}>
      {visibleCategories(categories).map((category) => (
        <li key={category.internalName}>
          <Link className={styles.tile} to={categoryLink(category.internalName)}>
            {category.image && <img src={category.image} alt="" loading="lazy" />}
            <span className={styles.tileText}>
              <strong>{category.title}</strong>
              {category.description && <span>{category.description}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
