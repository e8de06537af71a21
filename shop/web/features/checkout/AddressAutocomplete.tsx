import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AddressSuggestion, PostalAddress } from '../../../contract/checkout';
import { ADDRESS_RESOLVE_ERROR } from '../../../contract/checkout';
import { autocompleteAddress, resolveAddress } from '../../api/checkout/address';
import { TextField } from '../../ui/TextField';
import styles from './checkout.module.css';

/** docs/rules/purchase.md §9: the autocomplete query waits 500 ms after the last key. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;

interface Props {
  onResolved: (address: z.infer<typeof PostalAddress>) => void;
  /**
   * docs/rules/purchase.md §8: the address is cleared and the field flagged with 'Error resolving
   * address'.
   */
  onFailed: (message: string) => void;
}

export function AddressAutocomplete({ onResolved, onFailed }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<z.infer<typeof AddressSuggestion>[]>([]);

  useEffect(() => {
    if (query.trim().length < 2) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      autocompleteAddress(query, abort.signal).then(setSuggestions, () => setSuggestions([]));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query]);

  const pick = (suggestion: z.infer<typeof AddressSuggestion>) => {
    setSuggestions([]);
    setQuery(suggestion.suggestion);
    resolveAddress(suggestion.id).then(onResolved, () => onFailed(ADDRESS_RESOLVE_ERROR));
  };

  return (
    <div className={styles.autocomplete}>
      <TextField
        label={t('checkout.searchAddress')}
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
          if (event.target.value.trim().length < 2) setSuggestions([]);
        }}
      />
      {suggestions.length > 0 && (
        <ul className={styles.suggestions} aria-label={t('checkout.suggestions')}>
          {suggestions.map((s) => (
            <li key={s.id}>
              <button type="button" onClick={() => pick(s)}>
                {s.suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
