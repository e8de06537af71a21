/** Test-only: the card with every kind of edit made, for saving and reopening tests. */
import { createInstance } from '../instance/create';
import { zoomCrop } from '../ops/crop';
import { placePicture, rotatePicture, setEffect } from '../ops/picture';
import { setColor, setFont, setText } from '../ops/text';
import { setYear } from '../ops/year';
import type { Template, TemplateInstance } from '../types';
import { fakeMeasurer as m } from './fakeMeasurer';
import { group, picture } from './pictures';
import { applied } from './results';

export function editedCard(tpl: Template): TemplateInstance {
  let i = createInstance(tpl, { currentYear: 2026, measurer: m });
  i = applied(placePicture(tpl, i, 'front/photo', picture()));
  i = applied(rotatePicture(tpl, i, 'front/photo'));
  i = applied(zoomCrop(tpl, i, 'front/photo', 1.5));
  i = applied(setEffect(tpl, i, 'front/photo', 'sepia'));
  i = applied(placePicture(tpl, i, 'inside/group', group()));
  i = applied(setText(tpl, i, 'front/name', 'Love from\nOla', m, { final: true }));
  i = applied(setFont(tpl, i, 'front/name', 'Roboto', m));
  i = applied(setColor(tpl, i, 'front/name', '#C52B2B'));
  return applied(setYear(tpl, i, 2027, 2026));
}
