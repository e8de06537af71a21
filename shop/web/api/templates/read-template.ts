import type { TemplateAnswer } from '../../../contract/templates';
import { type Art, type Template, validateTemplate } from '../../../../engine/index';

/** An art `src` made absolute against its template version's art folder. */
const absolute = (art: Art | undefined, base: string): Art | undefined =>
  art && !art.src.startsWith('/') ? { ...art, src: `${base}${art.src}` } : art;

/**
 * A template from the server, read by the model's validator, with its art as absolute URLs: the
 * editor may swap designs, and each design's art then still resolves to its own folder.
 */
export function readTemplate(answer: TemplateAnswer): Template {
  const result = validateTemplate(answer.template);
  if (!result.ok) throw new Error(result.error);
  const template = result.template;
  return {
    ...template,
    parts: template.parts.map((part) => {
      const next = { ...part };
      const background = absolute(part.background, answer.artBase);
      const foreground = absolute(part.foreground, answer.artBase);
      if (background) next.background = background;
      if (foreground) next.foreground = foreground;
      return next;
    }),
  };
}

/** Art URLs are absolute already (see readTemplate). */
export const artResolver = (src: string): string => src;
