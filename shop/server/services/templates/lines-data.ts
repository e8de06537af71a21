import { z } from 'zod';
import type { TemplateData as ModelTemplateData } from '../../../../engine/model/types';
import { imageUrl } from '../../../contract/images';
import type { OrderLine } from '../../../contract/cart';
import { TemplateData, TemplateRef } from '../../../contract/templates';

/** What a template cart line keeps in order_lines.data. */
export const TemplateLineData = z.object({
  kind: z.literal('template'),
  template: z.object({ ...TemplateRef.shape, name: z.string() }),
  templateData: TemplateData,
  subProductUuids: z.array(z.string()),
  partOfPackage: z.boolean(),
});
export type TemplateLineData = z.infer<typeof TemplateLineData>;

/** The template line data of an order line's `data`, or null for other lines. */
export function templateLineData(data: unknown): TemplateLineData | null {
  const parsed = TemplateLineData.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The first placed picture of a line: what a cart shows when it cannot draw the design. */
export function previewPictureUuid(data: TemplateLineData): string | null {
  for (const resource of data.templateData.userResources) {
    const image = (resource as { image?: { uuid?: unknown } | null }).image;
    if (resource.type === 'IMAGE' && image && typeof image.uuid === 'string') return image.uuid;
  }
  return null;
}

/** The model's templateData in the contract's (JSON) form. */
export const contractTemplateData = (data: ModelTemplateData): TemplateData => ({
  year: data.year,
  userResources: data.userResources.map((r) => ({ ...r })),
});

/**
 * The cart's view of a template line: sub-products, design, instance and a preview picture. The
 * design is named `name` when given (the reader's language), else as the line was added.
 */
export function templateLineFields(
  data: unknown,
  name?: string,
): Partial<Pick<OrderLine, 'subProductUuids' | 'template' | 'preview'>> {
  const line = templateLineData(data);
  if (!line) return {};
  const picture = previewPictureUuid(line);
  return {
    subProductUuids: line.subProductUuids,
    template: { ...line.template, name: name ?? line.template.name, data: line.templateData },
    ...(picture ? { preview: imageUrl({ uuid: picture, size: '320' }) } : {}),
  };
}
