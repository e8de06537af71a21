import type { CategoryTile } from '../../../contract/cms';
import { SLIDER_SWIPE_THRESHOLD } from '../../../contract/cms';
import { paths } from '../../lib/paths';

/** The slide after `index`, wrapping round. */
export function nextSlide(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

/** Where a finished swipe leaves the slider: a move past the threshold turns one slide. */
export function slideAfterSwipe(index: number, count: number, movementX: number): number {
  if (Math.abs(movementX) < SLIDER_SWIPE_THRESHOLD || count === 0) return index;
  return movementX < 0 ? (index + 1) % count : (index - 1 + count) % count;
}

/** Category tiles shown: the photobook category is hidden. */
export function visibleCategories(categories: CategoryTile[]): CategoryTile[] {
  return categories.filter((c) => c.internalName !== 'photobook');
}

/** Where a category tile goes, by internal name (as on the category overview). */
export function categoryLink(internalName: string): string {
  switch (internalName) {
    case 'digitalprint':
      return paths['products.digitalportraits'];
    case 'catalogues':
      return paths['products.catalogues'];
    case 'cards':
      return paths['products.cards'];
    case 'calendar':
      return paths['products.calendars'];
    case 'packages':
      return paths['products.list'];
    default:
      return `/products/photogifts/${encodeURIComponent(internalName)}`;
  }
}

/** A link stays inside the shop (router) when it is a path. */
export function isInternalLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** The hidden comment an unknown module leaves, with a name that cannot close it early. */
export function unknownModuleComment(type: string): string {
  return `<!-- Unknown module type: ${type.replace(/[^A-Za-z0-9 _]/g, '')} -->`;
}
