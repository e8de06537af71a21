import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../contract/order-status';
import { catalogue } from './catalogue';
import { discoverMessages } from './discover';
import { LANGS } from './format';
import { TEXTS } from './texts';
import { translateMessage } from './translate';

const serverRoot = path.resolve(import.meta.dirname, '../..');

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return serverFiles(full);
    return /\.ts$/.test(name) && !/\.(test|pg)\.ts$/.test(name) ? [full] : [];
  });
}

const placeholders = (text: string) => text.split('%s').length - 1;

describe('server messages in every language', () => {
  it('has nb and sv for every message the server can send', async () => {
    const messages = await discoverMessages();
    expect(messages.length).toBeGreaterThan(100);
    const missing = messages
      .filter(({ text }) => !(text in catalogue))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('translates each one: not empty, not the English, with the same values', () => {
    const wrong = Object.entries(catalogue).flatMap(([english, other]) =>
      (['nb', 'sv'] as const)
        .filter((lang) => {
          const text = other[lang];
          const wordless = !/\p{L}/u.test(english.replaceAll('%s', ''));
          return (
            text.trim() === '' ||
            (text === english && !wordless) ||
            placeholders(text) !== placeholders(english)
          );
        })
        .map((lang) => `${lang}: ${english}`),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps messages out of throw and send sites, where no test would find them', () => {
    // A message written inline (throw new Refused('x', 'Some text')) escapes the check above:
    // every message lives in a `…Messages` object.
    const inline =
      /new (?:Refused|Forbidden|Conflict|NotFound|HttpError|ShareError)\([^)]*?'[A-Z][^']*'|\b(?:error|errorMessage|message): '[A-Z][^']*'/;
    const found = serverFiles(serverRoot).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => inline.test(line) && !line.trim().startsWith('//'))
        .map(({ index }) => `${path.relative(serverRoot, file)}:${index + 1}`),
    );
    expect(found).toEqual([]);
  });
});

/** Every text of a mail and PDF table as `path: text` (`fulfilment.status.shipped: Shipped`). */
function leaves(value: unknown, at = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  return [[at, value]];
}

/** Texts that are rightly the same words as the English in that language. */
const SAME_AS_ENGLISH: Record<'nb' | 'sv', string[]> = {
  nb: ['fulfilment.format', 'fulfilment.downloadOriginal', 'receipt.kid'],
  sv: [
    'fulfilment.format',
    'fulfilment.order',
    'fulfilment.downloadOriginal',
    'receipt.order',
    'receipt.kid',
  ],
};

describe('mail and PDF texts in every language', () => {
  const english = new Map(leaves(TEXTS.en));
  const placeholders = (text: unknown) =>
    String(text)
      .match(/\{\w+\}/g)
      ?.sort() ?? [];

  it.each(LANGS)('%s has every text of every mail and PDF, none empty', (lang) => {
    const found = leaves(TEXTS[lang]);
    expect(found.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    expect(found.filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
  });

  it.each(['nb', 'sv'] as const)('%s leaves no text in English', (lang) => {
    const left = leaves(TEXTS[lang])
      .filter(([key, text]) => text === english.get(key) && !SAME_AS_ENGLISH[lang].includes(key))
      .map(([key, text]) => `${key}: ${String(text)}`);
    expect(left).toEqual([]);
  });

  it('keeps the placeholders of each English text in the translations', () => {
    const wrong = LANGS.flatMap((lang) =>
      leaves(TEXTS[lang])
        .filter(
          ([key, text]) => placeholders(text).join() !== placeholders(english.get(key)).join(),
        )
        .map(([key]) => `${lang} ${key}`),
    );
    expect(wrong).toEqual([]);
  });

  it('names every order status in every language (the status mails and the slip use them)', () => {
    for (const lang of LANGS)
      expect(Object.keys(TEXTS[lang].fulfilment.status).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('translateMessage', () => {
  it('answers in the reader language, English unchanged', () => {
    expect(translateMessage('The code is not valid', 'nb')).toBe('Koden er ikke gyldig');
    expect(translateMessage('The code is not valid', 'sv')).toBe('Koden är inte giltig');
    expect(translateMessage('The code is not valid', 'en')).toBe('The code is not valid');
  });

  it('carries the values over and writes amounts and minutes the reader way', () => {
    const minimum = 'The voucher code needs an order of at least NOK 1,500.00.';
    expect(translateMessage(minimum, 'nb').replace(/\s/g, ' ')).toBe(
      'Rabattkoden krever en bestilling på minst 1 500 kr.',
    );
    expect(translateMessage(minimum, 'sv').replace(/\s/g, ' ')).toBe(
      'Rabattkoden kräver en beställning på minst 1 500 NOK.',
    );
    expect(
      translateMessage('Too many attempts for this account. Try again in 5 minutes.', 'sv'),
    ).toBe('För många försök för det här kontot. Försök igen om 5 minuter.');
    expect(
      translateMessage(
        'photo.txt is not an image. Please choose a photo (JPEG, PNG, HEIC…).',
        'nb',
      ),
    ).toBe('photo.txt er ikke et bilde. Velg et foto (JPEG, PNG, HEIC …).');
  });

  it('leaves a text it does not know as it is (a name, a provider reason)', () => {
    expect(translateMessage('Emma Hansen', 'nb')).toBe('Emma Hansen');
  });
});
