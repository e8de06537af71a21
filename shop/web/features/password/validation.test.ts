import { describe, expect, it } from 'vitest';
import { resetSchema, withoutSpaces } from './validation';

const firstMessage = (form: { password: string; repeat: string }) => {
  const result = resetSchema.safeParse(form);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('reset password validation', () => {
  it('needs more than 6 characters', () => {
    expect(firstMessage({ password: '123456', repeat: '123456' })).toBe('validation.tooShort');
    expect(firstMessage({ password: '1234567', repeat: '1234567' })).toBeNull();
  });

  it('needs both entries equal', () => {
    expect(firstMessage({ password: '1234567', repeat: '1234568' })).toBe('validation.mismatch');
  });

  it('removes spaces while typing', () => {
    expect(withoutSpaces(' a b\tc ')).toBe('abc');
  });
});
