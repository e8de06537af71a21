import { describe, expect, it } from 'vitest';
import { fold, placeName } from './fold';

describe('fold', () => {
  it.each([
    ['Tromsø', 'tromso'],
    ['TROMSØ', 'tromso'],
    ['Bærums  Verk', 'baerums verk'],
    ['Ålesund', 'alesund'],
    ['  Årdal i Sogn ', 'ardal i sogn'],
    ['Kárášjohka', 'karasjohka'],
  ])('%s → %s', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });
});

describe('placeName', () => {
  it.each([
    ['OSLO', 'Oslo'],
    ['BÆRUMS VERK', 'Bærums Verk'],
    ['BØ I TELEMARK', 'Bø i Telemark'],
    ['MO I RANA', 'Mo i Rana'],
    ['STORD-LEIRVIK', 'Stord-Leirvik'],
  ])('%s → %s', (capitals, display) => {
    expect(placeName(capitals)).toBe(display);
  });
});
