import type { TemplateListItem } from '../../../contract/catalogue';

export type FacetKey = 'format' | 'userTexts' | 'userImages' | 'pages';

/** Spec: cards filter by formats, texts and images; calendars by formats and pages. */
export function facetsOf(type: 'cards' | 'calendars' | 'photogifts'): FacetKey[] {
  if (type === 'cards') return ['format', 'userTexts', 'userImages'];
  if (type === 'calendars') return ['format', 'pages'];
  return [];
}

export interface FilterState {
  text: string;
  chosen: Partial<Record<FacetKey, string>>;
}

export const NO_FILTER: FilterState = { text: '', chosen: {} };

const collator = new Intl.Collator('en', { numeric: true });

/** The distinct values of a facet in the list, sorted numeric-aware. */
export function facetOptions(items: readonly TemplateListItem[], key: FacetKey): string[] {
  return [...new Set(items.map((item) => String(item[key])))].sort(collator.compare);
}

/** A facet filter is shown only with more than one option (the text filter always). */
export function visibleFacets(
  type: 'cards' | 'calendars' | 'photogifts',
  items: readonly TemplateListItem[],
): { key: FacetKey; options: string[] }[] {
  return facetsOf(type)
    .map((key) => ({ key, options: facetOptions(items, key) }))
    .filter((facet) => facet.options.length > 1);
}

export function applyFilters(
  items: readonly TemplateListItem[],
  state: FilterState,
): TemplateListItem[] {
  const text = state.text.trim().toLocaleLowerCase();
  return items.filter((item) => {
    for (const [key, value] of Object.entries(state.chosen) as [FacetKey, string | undefined][]) {
      if (value !== undefined && String(item[key]) !== value) return false;
    }
    if (text === '') return true;
    return `${item.name} ${item.product.name}`.toLocaleLowerCase().includes(text);
  });
}
