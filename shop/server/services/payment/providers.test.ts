import { describe, expect, it } from 'vitest';
import type { PaymentForm } from './payment-form';
import { checkPaymentForm } from './payment-form';
import type { PaymentProviderKind } from './providers';
import {
  createPaymentProviders,
  DEFAULT_PROVIDERS_CONFIG,
  PaymentProviderError,
} from './providers';

const now = new Date('2026-11-23T09:00:00Z');
const adult = '01019000083';
const providers = createPaymentProviders();

describe('checkPaymentForm', () => {
  it.each<[boolean, boolean, PaymentForm, string | null, string | null]>([
    [false, false, {}, null, null],
    [true, false, { mobilePhone: '41234567' }, null, null],
    [true, false, { mobilePhone: '  ' }, 'mobilePhone', 'This is required!'],
    [true, false, { mobilePhone: '22123456' }, 'mobilePhone', 'Invalid mobile phone number'],
    [false, true, { pid: adult }, null, null],
    [false, true, {}, 'pid', 'This is required!'],
    [false, true, { pid: '12345678901' }, 'pid', 'Invalid personal id number'],
    [true, true, { mobilePhone: 'x', pid: 'y' }, 'mobilePhone', 'Invalid mobile phone number'],
  ])('mobile %s, pid %s, %j', (verifyMobile, requirePersonNo, form, field, error) => {
    const result = checkPaymentForm({ verifyMobile, requirePersonNo }, form, now);
    if (error === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, field, error });
  });

  it('uses the configured minimum age', () => {
    const config = { ...DEFAULT_PROVIDERS_CONFIG, minimumInvoiceAge: 40 };
    expect(createPaymentProviders(config).invoice.checkForm({ pid: adult }, now)).toEqual({
      ok: false,
      field: 'pid',
      error: 'You must be at least 40 years old to pay by invoice.',
    });
  });
});

describe('providers', () => {
  it.each<[PaymentProviderKind, PaymentForm, string]>([
    ['invoice', { pid: adult }, 'approved'],
    ['mobile', { mobilePhone: '+47 912 34 567' }, 'pending'],
    ['card', {}, 'created'],
  ])('%s starts %s', (kind, form, status) => {
    const check = providers[kind].checkForm(form, now);
    if (!check.ok) throw new Error(check.error);
    expect(providers[kind].start(check.data, now)).toMatchObject({ kind, status });
  });

  it('adds the option flags to the provider rules', () => {
    expect(
      providers.card.checkForm({}, now, { verifyMobile: true, requirePersonNo: false }),
    ).toMatchObject({
      ok: false,
      field: 'mobilePhone',
    });
  });

  it('refuses to start without the verified data it needs', () => {
    const empty = { mobilePhone: null, personalId: null };
    expect(() => providers.invoice.start(empty, now)).toThrow(PaymentProviderError);
    expect(() => providers.mobile.start(empty, now)).toThrow(PaymentProviderError);
  });

  it('gives a mobile request the configured deadline', () => {
    const started = providers.mobile.start({ mobilePhone: '+4741234567', personalId: null }, now);
    expect(started).toMatchObject({
      approval: { expiresAt: new Date(now.getTime() + 5 * 60 * 1000) },
    });
  });
});
