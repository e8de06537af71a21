import { fold } from './fold';
import { exactness, matchable, Rank, rank as rankOf } from './match';
import type { PostalEntry } from './postal-index';
import { postalIndex } from './postal-index';
import type { AddressSuggestion, KnownAddress, PostalAddress } from './types';
import { AddressMessages, MAX_SUGGESTIONS } from './types';

const POSTAL_PREFIX = 'postal:';
const KNOWN_PREFIX = 'known:';

function postalAddress(entry: PostalEntry): PostalAddress {
  return { address1: '', address2: '', postalCode: entry.code, city: entry.place, state: '' };
}

function knownText(known: KnownAddress): string {
  const { address } = known;
  const line = [address.address1, address.address2].filter((part) => part !== '').join(', ');
  return known.label ?? `${line}, ${address.postalCode} ${address.city}`;
}

interface Ranked {
  readonly rank: Rank;
  /** 0 when the text matches with its diacritics too ('ål' prefers Ål to Algarheim). */
  readonly exact: number;
  /** Known addresses (0) before registry entries (1) of the same rank. */
  readonly source: number;
  /** For name matches: the how-many-th code of its place, so places alternate before repeating. */
  readonly spread: number;
  readonly code: string;
  /** Built only for the suggestions returned. */
  readonly suggestion: () => AddressSuggestion;
}

const compare = (a: Ranked, b: Ranked): number =>
  a.rank - b.rank ||
  a.exact - b.exact ||
  a.source - b.source ||
  a.spread - b.spread ||
  a.code.localeCompare(b.code);

/**
 * Suggestions for a typed text from the known addresses and every Norwegian postal code,
 * ranked and capped at 10. Matching ignores case and diacritics ('tromso' finds Tromsø).
 */
export function autocomplete(q: string, known: readonly KnownAddress[] = []): AddressSuggestion[] {
  const query = fold(q);
  if (query === '') return [];
  const typed = q.trim().toLowerCase();
  const ranked: Ranked[] = [];
  for (const entry of known) {
    const { address } = entry;
    const texts = [address.address1, address.address2, address.city, entry.label ?? ''];
    const candidate = matchable(address.postalCode, texts);
    const rank = rankOf(query, candidate);
    if (rank === null) continue;
    const exact = exactness(typed, candidate);
    const suggestion = () => ({
      id: KNOWN_PREFIX + entry.id,
      suggestion: knownText(entry),
      address,
    });
    ranked.push({ rank, exact, source: 0, spread: 0, code: address.postalCode, suggestion });
  }
  const seenPlaces = new Map<string, number>();
  for (const entry of postalIndex().entries) {
    const rank = rankOf(query, entry.match);
    if (rank === null) continue;
    const count = seenPlaces.get(entry.place) ?? 0;
    seenPlaces.set(entry.place, count + 1);
    ranked.push({
      rank,
      exact: exactness(typed, entry.match),
      source: 1,
      spread: rank === Rank.postalCode ? 0 : count,
      code: entry.code,
      suggestion: () => ({
        id: POSTAL_PREFIX + entry.code,
        suggestion: `${entry.code} ${entry.place}`,
        address: postalAddress(entry),
      }),
    });
  }
  return ranked
    .sort(compare)
    .slice(0, MAX_SUGGESTIONS)
    .map((item) => item.suggestion());
}

export type ResolvedAddress =
  | { readonly ok: true; readonly address: PostalAddress }
  | { readonly ok: false; readonly error: string };

/** The address behind a suggestion id; 'Error resolving address' for anything unknown. */
export function resolveById(id: string, known: readonly KnownAddress[] = []): ResolvedAddress {
  if (id.startsWith(POSTAL_PREFIX)) {
    const entry = postalIndex().byCode.get(id.slice(POSTAL_PREFIX.length));
    if (entry !== undefined) return { ok: true, address: postalAddress(entry) };
  } else if (id.startsWith(KNOWN_PREFIX)) {
    const entry = known.find((candidate) => candidate.id === id.slice(KNOWN_PREFIX.length));
    if (entry !== undefined) return { ok: true, address: entry.address };
  }
  return { ok: false, error: AddressMessages.resolveFailed };
}
