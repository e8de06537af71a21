import postalCodes from 'norway-postal-codes';
import { placeName } from './fold';
import type { Matchable } from './match';
import { matchable } from './match';

/** One Norwegian postal code with its place, prepared for matching. */
export interface PostalEntry {
  readonly code: string;
  /** Display form, e.g. 'Tromsø'. */
  readonly place: string;
  readonly match: Matchable;
}

export interface PostalIndex {
  /** Every entry, sorted by postal code. */
  readonly entries: readonly PostalEntry[];
  readonly byCode: ReadonlyMap<string, PostalEntry>;
}

function build(source: Readonly<Record<string, string>>): PostalIndex {
  const entries = Object.entries(source)
    .map(([code, capitals]): PostalEntry => {
      const place = placeName(capitals);
      return { code, place, match: matchable(code, [place]) };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
  return { entries, byCode: new Map(entries.map((entry) => [entry.code, entry])) };
}

let index: PostalIndex | null = null;

/** The index of the installed registry, built on first use and kept for the process. */
export function postalIndex(): PostalIndex {
  index ??= build(postalCodes);
  return index;
}
