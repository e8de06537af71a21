import type { Category } from '../../contract/catalogue';
import { paths } from './paths';

const segment = encodeURIComponent;

/** The cards list of a card category (the plain cards list without one). */
export const cardsPath = (category: string | null): string =>
  category ? `${paths['products.cards']}/${segment(category)}` : paths['products.cards'];

export const photogiftsPath = (category: string): string =>
  `/products/photogifts/${segment(category)}`;

/** Where a category card of the overview leads, by its internal name. */
export function categoryPath(category: Pick<Category, 'internalName' | 'subCategories'>): string {
  switch (category.internalName) {
    case 'digitalprint':
      return paths['products.digitalportraits'];
    case 'catalogues':
      return paths['products.catalogues'];
    case 'cards': {
      const sub =
        category.subCategories.find((s) => s.default) ?? category.subCategories[0] ?? null;
      return cardsPath(sub?.internalName ?? null);
    }
    case 'calendar':
      return paths['products.calendars'];
    case 'packages':
      return paths['products.list'];
    default:
      return photogiftsPath(category.internalName);
  }
}

/** The archive category is never shown in the overview. */
export const visibleCategories = <C extends { internalName: string }>(list: readonly C[]): C[] =>
  list.filter((c) => c.internalName !== 'archive');

/**
 * The create-product route of a template (products.categories.category.create, or
 * products.calendars.create for calendars) with type, category, productUuid and templateUuid.
 */
export function createPath(
  type: 'cards' | 'calendars' | 'photogifts',
  category: string | null,
  productUuid: string,
  templateUuid: string,
): string {
  const tail = `${segment(productUuid)}/${segment(templateUuid)}`;
  if (type === 'calendars') return `${paths['products.calendars']}/${tail}`;
  return category ? `/products/${type}/${segment(category)}/${tail}` : `/products/${type}/${tail}`;
}

/** The current set has no pictures for the category while another set has: offer to switch. */
export const needsSwitch = (
  category: Pick<Category, 'firstQualifiedSubject' | 'qualifiedSubjectUuids'>,
  currentUuid: string,
): boolean =>
  category.firstQualifiedSubject !== null &&
  category.firstQualifiedSubject.uuid !== currentUuid &&
  !category.qualifiedSubjectUuids.includes(currentUuid);
