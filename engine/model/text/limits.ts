/**
 * Font size limits of the text editor (docs/rules/personalisation.md §5, §9): the slider's range
 * and the fit floor.
 */
export const MIN_FONT_SIZE = 12;
export const MAX_FONT_SIZE = 110;
