import { describe, expect, it } from 'vitest';
import { finaliseText, normaliseText } from './normalise';

describe('normaliseText', () => {
  it.each([
    ['Hello   world', 'Hello world'],
    ['Tab\tand\u00a0nbsp', 'Tab and nbsp'],
    ['a \t \u2003 b', 'a b'],
    ['one\ntwo', 'one\ntwo'],
    ['one\r\ntwo\rthree\u2028four\u2029five', 'one\ntwo\nthree\nfour\nfive'],
    ['keep\n\nblank lines', 'keep\n\nblank lines'],
    ['zero\u200bwidth\u200d joiner\ufeff', 'zerowidth joiner'],
    ['bell\u0007 and \u001bescape', 'bell and escape'],
    ['rtl\u202emark\u200e', 'rtlmark'],
    ['private\ue000use', 'privateuse'],
    ['lone \ud800surrogate', 'lone surrogate'],
    ['Hi 🎄 there 👍🏽!', 'Hi there !'],
    ['Heart ❤️', 'Heart '],
    ['  leading and trailing  ', ' leading and trailing '],
    ['Åse Øyvind Ærlig – «sitat» é ñ ß', 'Åse Øyvind Ærlig – «sitat» é ñ ß'],
  ])('%j → %j', (input, output) => {
    expect(normaliseText(input)).toBe(output);
  });

  it('is idempotent', () => {
    const once = normaliseText(' a \t b\r\n c 🎄 ');
    expect(normaliseText(once)).toBe(once);
  });
});

describe('finaliseText', () => {
  it('also trims leading and trailing whitespace and line breaks', () => {
    expect(finaliseText('  \n Hello   there \n ')).toBe('Hello there');
    expect(finaliseText(' \u200b ')).toBe('');
  });
});
