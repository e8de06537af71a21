import { PALETTE } from '../constants';

/**
 * The text colours offered (docs/rules/personalisation.md §5): the fixed palette plus the
 * template's own colour if new.
 */
export function paletteFor(templateColor: string | undefined): string[] {
  const colours: string[] = [...PALETTE];
  if (templateColor && !colours.some((c) => c.toLowerCase() === templateColor.toLowerCase())) {
    colours.push(templateColor);
  }
  return colours;
}
