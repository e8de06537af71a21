export type ListType = 'cards' | 'calendars' | 'photogifts';

export interface ListTarget {
  type: ListType;
  category: string | null;
}

const TYPES: readonly string[] = ['cards', 'calendars', 'photogifts'];

/**
 * Which list a route shows: /products/{type}[/{category}] and the category pages
 * /products/categories/{category}/{subCategory?}; null for an unknown type.
 */
export function listTarget(
  pathname: string,
  params: { type?: string; category?: string; subCategory?: string },
): ListTarget | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[1] === 'categories') {
    const category = params.category ?? '';
    if (category === 'cards') return { type: 'cards', category: params.subCategory ?? null };
    if (category === 'calendar' || category === 'calendars')
      return { type: 'calendars', category: null };
    return category ? { type: 'photogifts', category } : null;
  }
  const type = params.type ?? parts[1] ?? '';
  if (!TYPES.includes(type)) return null;
  const category = type === 'calendars' ? null : (params.category ?? null);
  if (type === 'photogifts' && !category) return null;
  return { type: type as ListType, category };
}
