import type { TemplateType } from '../../../../engine/index';
import { paths } from '../../lib/paths';

export interface CreateParams {
  type?: string | undefined;
  category?: string | undefined;
  subCategory?: string | undefined;
}

const segment = (value: string) => encodeURIComponent(value);

/**
 * Where Back leads from a design, by its template type: the calendars list, the cards list
 * (of the card category it came from), or the photo gifts of its category.
 */
export function backPath(
  templateType: TemplateType,
  params: CreateParams,
  productCategory: string | null,
): string {
  if (templateType === 'CALENDAR') return paths['products.calendars'];
  if (templateType === 'CARD') {
    const category = params.type === 'cards' ? params.category : params.subCategory;
    return category ? `${paths['products.cards']}/${segment(category)}` : paths['products.cards'];
  }
  const category =
    (params.type === 'photogifts' ? params.category : undefined) ??
    (params.type === undefined ? params.category : undefined) ??
    productCategory ??
    'photo-gifts';
  return `/products/photogifts/${segment(category)}`;
}
