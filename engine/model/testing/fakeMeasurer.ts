/**
 * Test-only text measurer: every character is 0.2 mm wide per point of size (Anton, a condensed
 * face, 0.1 mm), a line is 0.4 mm high per point. Deterministic, so wrap and fit tests can count.
 */
import type { FontFamily, TextMeasurer } from '../types';

const perChar = (family: FontFamily) => (family === 'Anton' ? 0.1 : 0.2);

export const fakeMeasurer: TextMeasurer = {
  width: (text, family, sizePt) => [...text].length * perChar(family) * sizePt,
  lineHeight: (_family, sizePt) => 0.4 * sizePt,
};
