import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CategoryTile, Slide, SLIDER_DEFAULT_SECONDS } from '../../../contract/cms';
import type { LegacyPage, PageModule } from '../../../contract/cms';
import type { Db } from '../../db/client';
import { cmsPages } from '../../db/schema';
import { sanitiseHtml } from './sanitise-html';
import type { Lang } from '../identity/sessions';

/** Modules as the content editor stores them; HTML here is untrusted until sanitised. */
const StoredModule = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('Slider'),
    duration: z.number().positive().max(120).optional(),
    slides: z.array(Slide),
  }),
  z.object({ type: z.literal('PromoteCategory'), categories: z.array(CategoryTile) }),
  z.object({ type: z.literal('Title'), text: z.string() }),
  z.object({ type: z.literal('Paragraph'), text: z.string(), html: z.boolean().optional() }),
  z.object({
    type: z.literal('Image'),
    src: z.string(),
    alt: z.string().default(''),
    link: z.string().optional(),
    newWindow: z.boolean().optional(),
  }),
  z.object({ type: z.literal('RichText'), html: z.string() }),
]);
export type StoredModule = z.input<typeof StoredModule>;

/** Links and images may be shop paths or http(s) URLs, nothing else. */
function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

/** One stored module as the browser gets it; unknown or malformed types keep only their name. */
export function renderModule(stored: unknown): PageModule {
  const parsed = StoredModule.safeParse(stored);
  if (!parsed.success) {
    const type = (stored as { type?: unknown } | null)?.type;
    return { type: typeof type === 'string' ? type.slice(0, 60) : 'unknown' };
  }
  const m = parsed.data;
  switch (m.type) {
    case 'Slider':
      return {
        type: 'Slider',
        duration: m.duration ?? SLIDER_DEFAULT_SECONDS,
        slides: m.slides.map((s) => ({
          ...s,
          background: safeUrl(s.background) ?? '',
          link: safeUrl(s.link) ?? '',
        })),
      };
    case 'PromoteCategory':
      return {
        type: 'PromoteCategory',
        categories: m.categories.map((c) => ({ ...c, image: safeUrl(c.image) ?? '' })),
      };
    case 'Title':
      return m;
    case 'Paragraph':
      return m.html
        ? { type: 'Paragraph', lines: null, html: sanitiseHtml(m.text) }
        : { type: 'Paragraph', lines: m.text.split(/\r?\n/), html: null };
    case 'Image':
      return {
        type: 'Image',
        src: safeUrl(m.src) ?? '',
        alt: m.alt,
        link: m.link ? safeUrl(m.link) : null,
        newWindow: m.newWindow ?? false,
      };
    case 'RichText':
      return { type: 'RichText', html: sanitiseHtml(m.html) };
  }
}

/** A page in the language asked for (English when that language has no modules). */
export async function findPage(db: Db, id: string, lang: Lang): Promise<LegacyPage | null> {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.id, id));
  if (!row) return null;
  const modules = row.modules[lang].length > 0 ? row.modules[lang] : row.modules.en;
  return {
    id: row.id,
    title: row.title[lang] || row.title.en,
    modules: modules.map(renderModule),
  };
}
