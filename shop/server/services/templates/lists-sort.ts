// docs/rules/personalisation.md §9: the order of products in a template list.

export interface SortableProduct {
  name: string;
  sortOrder: number;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The N×M size in a name (e.g. 'Card 10x15' → 150), or 0 without one. */
export function sizeArea(name: string): number {
  const match = /(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)/i.exec(name);
  if (!match?.[1] || !match[2]) return 0;
  return Number(match[1].replace(',', '.')) * Number(match[2].replace(',', '.'));
}

function calendarRank(name: string): number {
  if (name.includes('20x30')) return 0;
  if (name.includes('(12')) return 1;
  return 2;
}

/** Type rules first (calendars: 20x30, then '(12'; cards: 15x15, then larger area), then
 * sortOrder, then the name numeric-aware. */
export function compareProducts(
  type: 'cards' | 'calendars' | 'photogifts',
  a: SortableProduct,
  b: SortableProduct,
): number {
  if (type === 'calendars') {
    const rank = calendarRank(a.name) - calendarRank(b.name);
    if (rank !== 0) return rank;
  }
  if (type === 'cards') {
    const square = Number(b.name.includes('15x15')) - Number(a.name.includes('15x15'));
    if (square !== 0) return square;
    const area = sizeArea(b.name) - sizeArea(a.name);
    if (area !== 0) return area;
  }
  return a.sortOrder - b.sortOrder || collator.compare(a.name, b.name);
}

export function sortProducts<P extends SortableProduct>(
  type: 'cards' | 'calendars' | 'photogifts',
  products: readonly P[],
): P[] {
  return [...products].sort((a, b) => compareProducts(type, a, b));
}
