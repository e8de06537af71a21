/**
 * Text normalisation (docs/rules/personalisation.md §5): line breaks are kept (CR LF, CR and the
 * Unicode line and paragraph separators become LF); every other run of whitespace collapses to one
 * space; characters that cannot be typeset are stripped: control and format characters (zero-width
 * spaces, joiners, direction marks, BOM), private-use and unpaired surrogate code points, and
 * emoji (none of the 15 fonts has them, so a print would show boxes). Trimming happens on save.
 */
const LINE_BREAKS = /\r\n|[\r\u2028\u2029]/g;
const UNWANTED =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Extended_Pictographic}]|\p{Emoji_Modifier}|\uFE0E|\uFE0F/gu;
const SPACES = /[^\S\n]+/g;

/** Normalises text as it is typed: keeps leading and trailing spaces so typing can go on. */
export function normaliseText(text: string): string {
  return text
    .replace(LINE_BREAKS, '\n')
    .replace(/[\t\v\f\x85]/g, ' ')
    .replace(UNWANTED, (c) => (c === '\n' ? c : ''))
    .replace(SPACES, ' ');
}

/** Normalises and trims text as it is saved (on blur or Done). */
export function finaliseText(text: string): string {
  return normaliseText(text).trim();
}
