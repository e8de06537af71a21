// Placeholders in a template's default texts: `{firstName}` stands for the first name of the
// subject the product is made for, `{firstName|Sofie}` the same with the sample name shown when
// no subject is known (a template browsed before any picture set is chosen).

/** What placeholders are filled with. */
export interface TextFacts {
  /** The subject's first name; null or absent: the placeholder's sample (or nothing). */
  firstName?: string | null;
}

const PLACEHOLDER = /\{firstName(?:\|([^{}]*))?\}/g;

/** The subject's first name: the first word of their full name. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** A default text with its placeholders filled from `facts`, else from their samples. */
export function fillPlaceholders(text: string, facts: TextFacts = {}): string {
  const name = facts.firstName?.trim();
  return text.replace(PLACEHOLDER, (_all, sample: string | undefined) =>
    name ? name : (sample ?? ''),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` is what the default text becomes for some subject: the same with any name (or
 * the sample) where the placeholders are. A text that only filled in a name is still the sample.
 */
export function matchesDefault(defaultText: string, text: string): boolean {
  const wanted = defaultText.trim();
  const parts = wanted.split(PLACEHOLDER);
  // split() with a capture group interleaves the samples; keep the literal pieces only.
  const literals = parts.filter((_p, i) => i % 2 === 0);
  if (literals.length === 1) return wanted === text.trim();
  const pattern = new RegExp(`^${literals.map(escape).join('\\S(?:.*?\\S)?')}$`, 's');
  return pattern.test(text.trim());
}
