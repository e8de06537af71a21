import { z } from 'zod/mini';
import { ApiError } from './errors';
import { cmsAddresses } from './addresses/cms';
import { defineRoute } from './http';

/** Slider timing and gesture constants (docs/rules/personalisation.md §9). */
export const SLIDER_DEFAULT_SECONDS = 5;
export const SLIDER_FADE_MS = 500;
export const SLIDER_SWIPE_THRESHOLD = 20;
/** Banner height / width on small and on large screens. */
export const BANNER_RATIO_SMALL = 437 / 800;
export const BANNER_RATIO_LARGE = 552 / 1184;

export const CmsMessages = { pageNotFound: 'Page not found' } as const;

export const Slide = z.object({
  /** Image URL of the slide's background. */
  background: z.string(),
  title: z.string(),
  text: z.string(),
  buttonText: z.string(),
  /** Shop path or absolute URL; '' for no button. */
  link: z.string(),
});
export type Slide = z.infer<typeof Slide>;

export const SliderModule = z.object({
  type: z.literal('Slider'),
  /** Seconds per slide. */
  duration: z._default(z.number().check(z.positive()), SLIDER_DEFAULT_SECONDS),
  slides: z.array(Slide),
});

export const CategoryTile = z.object({
  internalName: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
});
export type CategoryTile = z.infer<typeof CategoryTile>;

export const PromoteCategoryModule = z.object({
  type: z.literal('PromoteCategory'),
  categories: z.array(CategoryTile),
});

export const TitleModule = z.object({ type: z.literal('Title'), text: z.string() });

/** Plain text comes as lines; HTML comes sanitised by the server's allow-list. */
export const ParagraphModule = z.object({
  type: z.literal('Paragraph'),
  lines: z.nullable(z.array(z.string())),
  html: z.nullable(z.string()),
});

export const ImageModule = z.object({
  type: z.literal('Image'),
  src: z.string(),
  alt: z.string(),
  link: z.nullable(z.string()),
  newWindow: z.boolean(),
});

/** Sanitised HTML. */
export const RichTextModule = z.object({ type: z.literal('RichText'), html: z.string() });

/** A module type this shop does not know; the page keeps only a hidden comment. */
export const UnknownModule = z.object({ type: z.string() });

export const PageModule = z.union([
  SliderModule,
  PromoteCategoryModule,
  TitleModule,
  ParagraphModule,
  ImageModule,
  RichTextModule,
  UnknownModule,
]);
export type PageModule = z.infer<typeof PageModule>;

export const LegacyPage = z.object({
  id: z.string(),
  title: z.string(),
  modules: z.array(PageModule),
});
export type LegacyPage = z.infer<typeof LegacyPage>;

export const cmsRoutes = {
  /** A content-managed page in the session's language. 404 { error: 'Page not found' }. */
  page: defineRoute({
    ...cmsAddresses.page,
    schema: {
      params: z.object({ id: z.string().check(z.maxLength(100)) }),
      response: { 200: z.object({ page: LegacyPage }), 404: ApiError },
    },
  }),
} as const;
