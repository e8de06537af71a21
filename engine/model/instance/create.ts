import { allSlots, localise } from '../ids';
import { defaultYear, thisYear } from '../rules/year';
import { fitText, slotTextBox } from '../text/fit';
import { finaliseText } from '../text/normalise';
import { fillPlaceholders, type TextFacts } from '../text/placeholders';
import type {
  Language,
  ResourceValue,
  StringSlot,
  StringValue,
  Template,
  TemplateInstance,
  TextMeasurer,
} from '../types';

/** How a new instance starts. */
export interface CreateOptions {
  /** Language of the default texts (default English). */
  language?: Language;
  /** The year "now" for the default year (default the device's). */
  currentYear?: number;
  /** Whether the instance is an item of a package. */
  partOfPackage?: boolean;
  /** When given, default texts are fitted and wrapped; else each line break starts a line. */
  measurer?: TextMeasurer;
  /** Who the product is for: fills the default texts' placeholders (`{firstName}`). */
  facts?: TextFacts;
}

/** A text slot's value with its default text in `language`, fitted when a measurer is given. */
export function defaultStringValue(
  slot: StringSlot,
  language: Language,
  measurer?: TextMeasurer,
  facts?: TextFacts,
): StringValue {
  const text = finaliseText(fillPlaceholders(localise(slot.defaultText, language), facts));
  const layout = measurer
    ? fitText(text, slot.font.family, slot.font.size, slotTextBox(slot), measurer)
    : { size: slot.font.size, lines: text.split('\n') };
  return {
    type: 'STRING',
    text,
    family: slot.font.family,
    size: layout.size,
    color: slot.font.color,
    horizontalAlign: slot.font.horizontalAlign,
    overrideFamily: false,
    overrideSize: false,
    overrideColor: false,
    overrideHorizontalAlign: false,
    lines: layout.lines,
  };
}

/** Every slot's starting value, keyed by fullId: empty image fields, default texts. */
export function defaultResources(
  template: Template,
  language: Language,
  measurer?: TextMeasurer,
  facts?: TextFacts,
): Record<string, ResourceValue> {
  return Object.fromEntries(
    allSlots(template).map(({ slot, fullId }) => [
      fullId,
      slot.type === 'IMAGE'
        ? { type: 'IMAGE', image: null }
        : defaultStringValue(slot, language, measurer, facts),
    ]),
  );
}

/**
 * A fresh instance of a template (docs/rules/personalisation.md §3): default texts per language,
 * empty image fields, the first part shown, no slot selected, the default year, clean.
 */
export function createInstance(template: Template, options: CreateOptions = {}): TemplateInstance {
  const currentYear = options.currentYear ?? thisYear();
  return {
    template: { uuid: template.uuid, version: template.version },
    resources: defaultResources(
      template,
      options.language ?? 'en',
      options.measurer,
      options.facts,
    ),
    currentPartRefId: (template.parts[0] as Template['parts'][number]).id,
    currentResourceId: null,
    year: defaultYear(template, currentYear),
    scaleRatio: 1,
    dirty: false,
    partOfPackage: options.partOfPackage ?? false,
  };
}
