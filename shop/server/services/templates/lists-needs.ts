// What a template asks of a picture set, and the facets the list's filters read (pure).
import type { PictureType, Template } from '../../../../engine/model/types';

/**
 * Whether a set with these picture types can fill every picture slot the parent fills: a
 * template with a slot for group pictures only is left out for a set without one.
 */
export function setSuitsTemplate(template: Template, types: ReadonlySet<PictureType>): boolean {
  if (types.size === 0) return false;
  return template.parts.every((part) =>
    part.resources.every(
      (r) =>
        r.type !== 'IMAGE' ||
        !r.userSupplied ||
        r.allowedPictureTypes.length === 0 ||
        r.allowedPictureTypes.some((t) => types.has(t)),
    ),
  );
}

export interface TemplateFacets {
  format: string;
  userTexts: number;
  userImages: number;
  pages: number;
}

export function templateFacets(template: Template): TemplateFacets {
  const resources = template.parts.flatMap((part) => part.resources);
  return {
    format: template.formatSize,
    userTexts: resources.filter((r) => r.type === 'STRING' && r.userSupplied).length,
    userImages: resources.filter((r) => r.type === 'IMAGE' && r.userSupplied).length,
    pages: template.parts.length,
  };
}
