import { describe, expect, it } from 'vitest';
import { emailSchema, loginPasswordSchema, registerSchema } from './validation';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('entry validation', () => {
  it('trims and checks e-mail addresses', () => {
    expect(emailSchema.parse({ email: '  ann@example.com ' }).email).toBe('ann@example.com');
    expect(messageOf(emailSchema.safeParse({ email: 'ann@' }))).toBe('validation.invalidEmail');
    expect(messageOf(emailSchema.safeParse({ email: '   ' }))).toBe('validation.invalidEmail');
  });

  it('asks for at least 3 characters of login password', () => {
    expect(messageOf(loginPasswordSchema.safeParse({ password: '' }))).toBe('validation.required');
    expect(messageOf(loginPasswordSchema.safeParse({ password: 'ab' }))).toBe(
      'validation.tooShort',
    );
    expect(loginPasswordSchema.safeParse({ password: 'abc' }).success).toBe(true);
  });

  it('asks for at least 6 characters of a new password and a mobile number', () => {
    const form = { mobile: '+47 912 34 567', password: '12345', acceptmail: false };
    expect(messageOf(registerSchema.safeParse(form))).toBe('validation.tooShort');
    expect(registerSchema.safeParse({ ...form, password: '123456' }).success).toBe(true);
    expect(messageOf(registerSchema.safeParse({ ...form, mobile: ' ', password: '123456' }))).toBe(
      'validation.required',
    );
  });

  it('checks the mobile number is plausible', () => {
    const form = { password: '123456', acceptmail: false };
    expect(registerSchema.safeParse({ ...form, mobile: '+47 912 34 567' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...form, mobile: '(0047) 912-34-567' }).success).toBe(true);
    expect(messageOf(registerSchema.safeParse({ ...form, mobile: '12345' }))).toBe(
      'validation.invalidMobile',
    );
    expect(messageOf(registerSchema.safeParse({ ...form, mobile: 'call me' }))).toBe(
      'validation.invalidMobile',
    );
  });
});
