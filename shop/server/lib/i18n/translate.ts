import { catalogue } from './catalogue';
import { formatMinutes, formatMoneyIn, type Lang } from './format';

interface Matcher {
  pattern: RegExp;
  /** The literal length of the English template: longer, more specific templates are tried first. */
  weight: number;
  nb: string;
  sv: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One regular expression per English template, `%s` capturing the value it stands for.
const matchers: Matcher[] = Object.entries(catalogue)
  .map(([english, other]) => ({
    pattern: new RegExp(`^${english.split('%s').map(escape).join('(.+?)')}$`, 's'),
    weight: english.replaceAll('%s', '').length,
    ...other,
  }))
  .sort((a, b) => b.weight - a.weight);

const exact = new Map(Object.entries(catalogue));

/**
 * A value put into an English message, written again for the reader: an amount ("NOK 1,234.50")
 * in their way of writing money, a span of minutes ("5 minutes") in their words; anything else
 * (a file name, a number) as it is.
 */
function localiseValue(value: string, lang: Lang): string {
  const amount = /^([A-Z]{3})\s?(\d{1,3}(?:,\d{3})*)(?:\.(\d{2}))?$/.exec(value);
  if (amount) {
    const [, currency = '', whole = '', cents = '00'] = amount;
    return formatMoneyIn(lang, { currency, amount: Number(whole.replaceAll(',', '') + cents) });
  }
  const minutes = /^(\d+) minutes?$/.exec(value);
  if (minutes) return formatMinutes(lang, Number(minutes[1]));
  return value;
}

/**
 * The message in the reader's language: the English text the server wrote, looked up in the
 * catalogue (the values of a `%s` template carried over). English, and a text the catalogue does
 * not hold (a name, a reason a payment provider gave), come back unchanged.
 */
export function translateMessage(text: string, lang: Lang): string {
  if (lang === 'en' || text === '') return text;
  const whole = exact.get(text);
  if (whole) return whole[lang];
  for (const matcher of matchers) {
    const found = matcher.pattern.exec(text);
    if (!found) continue;
    const values = found.slice(1).map((value) => localiseValue(value, lang));
    let index = 0;
    return matcher[lang].replace(/%s/g, () => values[index++] ?? '');
  }
  return text;
}

/** True when the text is one of the catalogue's messages, word for word. */
export function hasMessage(text: string): boolean {
  return exact.has(text);
}
