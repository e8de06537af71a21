import { useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form's field shows its message only once the parent has changed it and then left it (or
 * has sent the form); from then on the message follows the typing, as does any message already
 * shown on it. A field only passed through
 * stays quiet: an autofocused first field left by a tap on Back, or a prefilled name when a
 * delivery method is picked, never turns red before the parent typed in it. Use with the form's
 * `mode: 'onSubmit'`, so react-hook-form itself checks only on sending and after it.
 */
export function useValidateWhenLeft<T extends FieldValues>(form: UseFormReturn<T>) {
  const changed = useRef(new Set<string>());
  const shown = useRef(new Set<string>());
  return (name: FieldPath<T>) => {
    const field = form.register(name);
    return {
      ...field,
      onChange: async (event: { target: unknown; type?: unknown }) => {
        changed.current.add(name);
        await field.onChange(event);
        // A message on screen follows the typing, also one the form put there itself (an
        // address field a picked suggestion left empty): a stale message would stay until the
        // parent leaves the field, and vanish under the tap on Continue, moving the button away.
        if (shown.current.has(name) || form.getFieldState(name).error) await form.trigger(name);
      },
      onBlur: async (event: { target: unknown; type?: unknown }) => {
        await field.onBlur(event);
        if (!changed.current.has(name)) return;
        shown.current.add(name);
        await form.trigger(name);
      },
    };
  };
}
