/**
 * What a price sheet check says to the studio, in the shop's languages. The report carries
 * codes and the place (`where`: section, row and field); these texts are how staff read them.
 */
import type { StudioLanguage } from '../studio/messages';

export type SheetIssueCode =
  | 'not-json'
  | 'missing'
  | 'wrong-type'
  | 'not-whole'
  | 'negative'
  | 'too-small'
  | 'too-large'
  | 'empty'
  | 'too-long'
  | 'bad-characters'
  | 'not-allowed'
  | 'unknown-field'
  | 'bad-date'
  | 'duplicate'
  | 'duplicate-tier'
  | 'campaign-not-lower'
  | 'discount-not-lower'
  | 'deadline-incomplete'
  | 'unknown-product'
  | 'unknown-package'
  | 'unknown-job'
  | 'invalid';

/** One problem of a sheet: where it is (`products[2].prices[0].price`) and what it is. */
export interface SheetIssue {
  where: string;
  code: SheetIssueCode;
  /** The value or limit the sentence names ('' when none). */
  detail: string;
}

type Texts = Record<SheetIssueCode, (detail: string) => string>;

/** The kinds of JSON value a field may need, as each language says them. */
const KINDS: Record<StudioLanguage, Record<string, string>> = {
  en: {
    number: 'a number',
    string: 'text',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
  },
  nb: {
    number: 'et tall',
    string: 'tekst',
    boolean: 'true eller false',
    array: 'en liste',
    object: 'et objekt',
  },
  sv: {
    number: 'ett tal',
    string: 'text',
    boolean: 'true eller false',
    array: 'en lista',
    object: 'ett objekt',
  },
};
const kind = (lang: StudioLanguage, detail: string): string => KINDS[lang][detail] ?? detail;

const en: Texts = {
  'not-json': (d) => `The file is not JSON: ${d}`,
  missing: () => 'This field is missing.',
  'wrong-type': (d) => `This must be ${kind('en', d)}.`,
  'not-whole': () => 'This must be a whole number (amounts in øre).',
  negative: () => 'This must not be negative.',
  'too-small': (d) => `This must be at least ${d}.`,
  'too-large': (d) => `This must be at most ${d}.`,
  empty: () => 'This must not be empty.',
  'too-long': (d) => `This is too long (at most ${d}).`,
  'bad-characters': () => 'This holds characters that are not allowed (control characters).',
  'not-allowed': (d) => `This value is not allowed (one of: ${d}).`,
  'unknown-field': (d) => `Unknown field ${d}.`,
  'bad-date': () => 'This must be a date and time like 2026-12-01T23:59:00Z.',
  duplicate: (d) => `${d} appears twice in the sheet.`,
  'duplicate-tier': (d) => `Two price rows start at quantity ${d}.`,
  'campaign-not-lower': () => 'The campaign price must be lower than the price.',
  'discount-not-lower': () => 'The price must not be above the original price.',
  'deadline-incomplete': () => 'A deadline price needs a deadline, and a deadline a price.',
  'unknown-product': (d) => `No product ${d} in the sheet or the shop.`,
  'unknown-package': (d) => `No package ${d} in the sheet or the shop.`,
  'unknown-job': (d) => `No photo day ${d} in the shop.`,
  invalid: (d) => `This value is not valid${d ? `: ${d}` : ''}.`,
};

const nb: Texts = {
  'not-json': (d) => `Filen er ikke JSON: ${d}`,
  missing: () => 'Feltet mangler.',
  'wrong-type': (d) => `Dette må være ${kind('nb', d)}.`,
  'not-whole': () => 'Dette må være et helt tall (beløp i øre).',
  negative: () => 'Dette kan ikke være negativt.',
  'too-small': (d) => `Dette må være minst ${d}.`,
  'too-large': (d) => `Dette kan være høyst ${d}.`,
  empty: () => 'Dette kan ikke være tomt.',
  'too-long': (d) => `Dette er for langt (høyst ${d}).`,
  'bad-characters': () => 'Dette inneholder tegn som ikke er tillatt (kontrolltegn).',
  'not-allowed': (d) => `Denne verdien er ikke tillatt (en av: ${d}).`,
  'unknown-field': (d) => `Ukjent felt ${d}.`,
  'bad-date': () => 'Dette må være dato og klokkeslett som 2026-12-01T23:59:00Z.',
  duplicate: (d) => `${d} står to ganger i prislisten.`,
  'duplicate-tier': (d) => `To prisrader starter på antall ${d}.`,
  'campaign-not-lower': () => 'Kampanjeprisen må være lavere enn prisen.',
  'discount-not-lower': () => 'Prisen kan ikke være høyere enn førprisen.',
  'deadline-incomplete': () => 'En frist-pris trenger en frist, og en frist trenger en pris.',
  'unknown-product': (d) => `Ingen produkt ${d} i prislisten eller butikken.`,
  'unknown-package': (d) => `Ingen pakke ${d} i prislisten eller butikken.`,
  'unknown-job': (d) => `Ingen fotodag ${d} i butikken.`,
  invalid: (d) => `Denne verdien er ikke gyldig${d ? `: ${d}` : ''}.`,
};

const sv: Texts = {
  'not-json': (d) => `Filen är inte JSON: ${d}`,
  missing: () => 'Fältet saknas.',
  'wrong-type': (d) => `Detta måste vara ${kind('sv', d)}.`,
  'not-whole': () => 'Detta måste vara ett heltal (belopp i öre).',
  negative: () => 'Detta får inte vara negativt.',
  'too-small': (d) => `Detta måste vara minst ${d}.`,
  'too-large': (d) => `Detta får vara högst ${d}.`,
  empty: () => 'Detta får inte vara tomt.',
  'too-long': (d) => `Detta är för långt (högst ${d}).`,
  'bad-characters': () => 'Detta innehåller tecken som inte är tillåtna (kontrolltecken).',
  'not-allowed': (d) => `Värdet är inte tillåtet (ett av: ${d}).`,
  'unknown-field': (d) => `Okänt fält ${d}.`,
  'bad-date': () => 'Detta måste vara datum och tid som 2026-12-01T23:59:00Z.',
  duplicate: (d) => `${d} står två gånger i prislistan.`,
  'duplicate-tier': (d) => `Två prisrader börjar på antal ${d}.`,
  'campaign-not-lower': () => 'Kampanjpriset måste vara lägre än priset.',
  'discount-not-lower': () => 'Priset får inte vara högre än ordinarie pris.',
  'deadline-incomplete': () => 'Ett deadlinepris behöver en deadline, och en deadline ett pris.',
  'unknown-product': (d) => `Ingen produkt ${d} i prislistan eller butiken.`,
  'unknown-package': (d) => `Inget paket ${d} i prislistan eller butiken.`,
  'unknown-job': (d) => `Ingen fotodag ${d} i butiken.`,
  invalid: (d) => `Värdet är inte giltigt${d ? `: ${d}` : ''}.`,
};

const TEXTS: Record<StudioLanguage, Texts> = { en, nb, sv };

/** 'products[2].prices[0].price: This must not be negative.' in the staff's language. */
export function sheetIssueText(issue: SheetIssue, lang: StudioLanguage): string {
  const sentence = TEXTS[lang][issue.code](issue.detail);
  return issue.where ? `${issue.where}: ${sentence}` : sentence;
}
