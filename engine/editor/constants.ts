/**
 * The editor's delays and limits (docs/rules/personalisation.md §4, §5, §9), named once so machine,
 * panels and tests agree.
 */

/**
 * A picked alternative template is swapped in after this pause (docs/rules/personalisation.md §9).
 */
export const TEMPLATE_SWITCH_DELAY_MS = 300;
/**
 * The font-size slider applies its value after the finger rests this long
 * (docs/rules/personalisation.md §9).
 */
export const FONT_SIZE_DEBOUNCE_MS = 200;
/** How long the pinch-zoom hint stays on screen (docs/rules/personalisation.md §9). */
export const PINCH_HINT_MS = 10_000;
/** A failed upload is retried this many times (docs/rules/personalisation.md §9)… */
export const UPLOAD_RETRIES = 5;
/** …with this pause before each retry (docs/rules/personalisation.md §9). */
export const UPLOAD_RETRY_DELAY_MS = 5_000;
/**
 * The "short delay" after a confirmed image before the main menu returns
 * (docs/rules/personalisation.md §4).
 */
export const IMAGE_APPLIED_DELAY_MS = 250;
/**
 * More image resources than this on a non-calendar, non-card template offers replace-all
 * (docs/rules/personalisation.md §9).
 */
export const REPLACE_ALL_THRESHOLD = 4;
/** Font size slider range in points (docs/rules/personalisation.md §5): the model's limits. */
export {
  MAX_FONT_SIZE as FONT_SIZE_MAX,
  MIN_FONT_SIZE as FONT_SIZE_MIN,
} from '../model/text/limits';
/** Thumbnail skeletons shown while the templates menu loads (docs/rules/personalisation.md §9). */
export const TEMPLATE_SKELETONS = 6;
/**
 * Template thumbnails are drawn in a box this many CSS pixels square
 * (docs/rules/personalisation.md §2).
 */
export const TEMPLATE_THUMB_PX = 120;
/** Height of the bottom toolbar in CSS pixels (docs/rules/personalisation.md §9). */
export const TOOLBAR_HEIGHT_PX = 208;

/**
 * sessionStorage keys (docs/rules/personalisation.md §9: the add-to-cart warning flag and the pinch
 * hint flag).
 */
export const SESSION_KEYS = {
  addToCartWarning: 'keepsake.editor.addToCartWarningShown',
  pinchHint: 'keepsake.editor.pinchHintShown',
} as const;

/**
 * The text colour palette (docs/rules/personalisation.md §5); the template's own colour is appended
 * when missing.
 */
export const PALETTE = [
  '#000000',
  '#FFFFFF',
  '#C52B2B',
  '#2B9BC5',
  '#C5BB2B',
  '#A72BC5',
  '#5AB880',
  '#F3E66F',
  '#C52B87',
  '#7673AB',
] as const;
