import { vi } from 'vitest';

/**
 * What LoginOrRegister hands each of its steps, for a step's test: the parent's address, no call
 * under way, the refusal to show (none unless named), and spies for the form's submit and Back.
 */
export function stepProps(error: string | null = null) {
  return { email: 'parent@example.com', busy: false, error, onSubmit: vi.fn(), onBack: vi.fn() };
}
