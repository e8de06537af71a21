import { fold } from './fold';

/** Match quality, best first: postal-code prefix, name prefix, word prefix, contains. */
export const Rank = { postalCode: 0, namePrefix: 1, wordPrefix: 2, contains: 3 } as const;
export type Rank = (typeof Rank)[keyof typeof Rank];

/** Texts of one candidate, folded once so a lookup only compares strings. */
export interface Matchable {
  readonly code: string;
  /** Folded names (place; or street, address line 2, city, label). */
  readonly names: readonly string[];
  /** 'name code' for each name, for queries typed as 'tromsø 9008'. */
  readonly namesWithCode: readonly string[];
  readonly words: readonly string[];
  /** Folded 'code names…'. */
  readonly line: string;
  /** Lower-cased names with their diacritics, to prefer 'Ål' for the query 'ål'. */
  readonly lowerNames: readonly string[];
}

export function matchable(code: string, texts: readonly string[]): Matchable {
  const present = texts.filter((text) => text.trim() !== '');
  const names = present.map(fold);
  return {
    code,
    names,
    namesWithCode: names.map((name) => `${name} ${code}`),
    words: names.flatMap((name) => name.split(/[\s-]/)),
    line: [code, ...names].join(' '),
    lowerNames: present.map((text) => text.trim().toLowerCase()),
  };
}

/** `query` folded; null when the candidate does not match at all. */
export function rank(query: string, candidate: Matchable): Rank | null {
  const first = query.charCodeAt(0);
  if (first >= 48 && first <= 57 && candidate.line.startsWith(query)) return Rank.postalCode;
  if (candidate.names.some((name) => name.startsWith(query))) return Rank.namePrefix;
  if (candidate.namesWithCode.some((text) => text.startsWith(query))) return Rank.namePrefix;
  if (candidate.words.some((word) => word.startsWith(query))) return Rank.wordPrefix;
  return candidate.line.includes(query) ? Rank.contains : null;
}

/** 0 when a name starts with the query as typed, diacritics included; else 1. */
export function exactness(typed: string, candidate: Matchable): number {
  return candidate.lowerNames.some((name) => name.startsWith(typed)) ? 0 : 1;
}
