import { clampYear, stepYear, thisYear } from '../rules/year';
import type { EditResult, Template, TemplateInstance } from '../types';
import { edit } from './edit';

/**
 * Sets the year from what the parent typed or picked (docs/rules/personalisation.md §5): a
 * non-number or a past year becomes the current year; within supportedYears when the template lists
 * them.
 */
export function setYear(
  template: Template,
  instance: TemplateInstance,
  year: unknown,
  currentYear: number = thisYear(),
): EditResult {
  const next = clampYear(template, year, currentYear);
  return edit(instance, (d) => {
    d.year = next;
  });
}

/** The year menu's plus (+1) and minus (-1) buttons; minus clamps at the current year. */
export function changeYear(
  template: Template,
  instance: TemplateInstance,
  step: 1 | -1,
  currentYear: number = thisYear(),
): EditResult {
  const next = stepYear(template, instance.year, step, currentYear);
  return edit(instance, (d) => {
    d.year = next;
  });
}
