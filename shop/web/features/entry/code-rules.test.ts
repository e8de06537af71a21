import { describe, expect, it } from 'vitest';
import { canSubmitCode, codeFieldError } from './code-rules';

describe('access code rules', () => {
  it('asks for the code, then at least 4 characters in the field', () => {
    expect(codeFieldError('')).toBe('validation.required');
    expect(codeFieldError('   ')).toBe('validation.required');
    expect(codeFieldError('abc')).toBe('validation.tooShort');
    expect(codeFieldError(' abc ')).toBe('validation.tooShort');
    expect(codeFieldError('abcd')).toBeNull();
  });

  it('lets the code be sent from 6 characters', () => {
    expect(canSubmitCode('abcde')).toBe(false);
    expect(canSubmitCode(' abcde ')).toBe(false);
    expect(canSubmitCode(' abcdef ')).toBe(true);
  });

  it('lets a caller ask for fewer (My account waits for 5)', () => {
    expect(canSubmitCode('abcd', 5)).toBe(false);
    expect(canSubmitCode('abcde', 5)).toBe(true);
  });
});
