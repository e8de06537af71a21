import { describe, expect, it } from 'vitest';
import { changePasswordSchema, contactInfoSchema } from './validation';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('change password rules', () => {
  it('needs at least 5 characters', () => {
    expect(
      issues(changePasswordSchema.safeParse({ password: 'abcd', reTypePassword: 'abcd' })),
    ).toEqual(['myAccount.passwordTooShort']);
    expect(
      changePasswordSchema.safeParse({ password: 'abcde', reTypePassword: 'abcde' }).success,
    ).toBe(true);
  });

  it('needs both entries to match', () => {
    expect(
      issues(changePasswordSchema.safeParse({ password: 'abcdef', reTypePassword: 'abcdeg' })),
    ).toEqual(['myAccount.passwordsMustMatch']);
  });
});

describe('contact information rules', () => {
  const base = {
    name: 'Kari',
    address: '',
    address2: '',
    postal_code: '',
    city: '',
    mobile: '91234567',
  };
  const no = contactInfoSchema('NO');

  it('accepts a Norwegian mobile with or without country code', () => {
    expect(no.safeParse(base).success).toBe(true);
    expect(no.safeParse({ ...base, mobile: '+47 912 34 567' }).success).toBe(true);
  });

  it('flags a missing name, a wrong mobile and a wrong postal code', () => {
    expect(issues(no.safeParse({ ...base, name: ' ' }))).toEqual(['validation.required']);
    expect(issues(no.safeParse({ ...base, mobile: '123' }))).toEqual(['myAccount.invalidMobile']);
    expect(issues(no.safeParse({ ...base, mobile: '' }))).toEqual(['validation.required']);
    expect(issues(no.safeParse({ ...base, postal_code: '12345' }))).toEqual([
      'myAccount.invalidPostalCode',
    ]);
    expect(
      contactInfoSchema('SE').safeParse({ ...base, mobile: '070-123 45 67', postal_code: '114 55' })
        .success,
    ).toBe(true);
  });
});
