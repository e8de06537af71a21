/** Letters NFD does not take apart, spelt the way people type them without the key. */
const LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  đ: 'd',
  ł: 'l',
  ß: 'ss',
  œ: 'oe',
};

/**
 * Case- and diacritics-insensitive form for matching: 'Tromsø' and 'TROMSO' both give
 * 'tromso', 'Bærum' gives 'baerum', 'Å' gives 'a'. Whitespace runs become one space.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæđłßœ]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const LOWER_WORDS = new Set(['i', 'på', 'og']);

/** 'BØ I TELEMARK' → 'Bø i Telemark' for display (the registry writes places in capitals). */
export function placeName(capitals: string): string {
  return capitals
    .toLowerCase()
    .split(' ')
    .map((word, i) =>
      i > 0 && LOWER_WORDS.has(word)
        ? word
        : word.replace(
            /(^|-)(\p{L})/gu,
            (_, sep: string, letter: string) => sep + letter.toUpperCase(),
          ),
    )
    .join(' ');
}
