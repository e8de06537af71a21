import { useEffect, useRef, useState } from 'react';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AddressSuggestion, PostalAddress } from '../../../contract/checkout';
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
  onFailed: () => void;
}

/**
 * The place search: the parent types a postal code or a town's name and picks one of the
 * suggestions, which fills the postal code and the city; the street is typed in Address.
 */
export function AddressAutocomplete({ onResolved, onFailed }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<z.infer<typeof AddressSuggestion>[]>([]);
  // The text a picked suggestion put in the field: searching it again would only reopen the
  // list the parent just chose from.
  const picked = useRef<string | null>(null);

  useEffect(() => {
    if (query.trim().length < 2 || query === picked.current) return;
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
    picked.current = suggestion.suggestion;
    setSuggestions([]);
    setQuery(suggestion.suggestion);
    resolveAddress(suggestion.id).then(onResolved, onFailed);
  };

  return (
    <div className={styles.autocomplete}>
      <TextField
        label={t('checkout.searchAddress')}
        helper={t('checkout.searchAddressHint')}
        value={query}
        autoComplete="off"
        maxLength={FIELD_LIMITS.address}
        onChange={(event) => {
          picked.current = null;
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
