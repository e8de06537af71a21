import { describe, expect, it } from 'vitest';
import {
  checkoutFailure,
  PaymentOption,
  TransactionPayload,
  TransactionStatus,
} from '../../../contract/checkout';
import { Messages } from '../../../contract/errors';
import type { PaymentProviderKind, TransactionStatus as ServiceStatus } from './providers';
import { createPaymentProviders } from './providers';

describe('payment core against the contract', () => {
  it('offers exactly the contract provider kinds and statuses', () => {
    const kinds: PaymentProviderKind[] = Object.keys(
      createPaymentProviders(),
    ) as PaymentProviderKind[];
    expect([...kinds].sort()).toEqual([...PaymentOption.shape.provider.options].sort());
    const statuses: ServiceStatus[] = ['created', 'pending', 'approved', 'declined', 'expired'];
    expect(statuses).toEqual(TransactionStatus.options);
  });

  it('reads a transaction payload with defaults and the contact rules of docs/rules/purchase.md §5', () => {
    const payload = TransactionPayload.parse({
      deliveryOptionUuid: 'd',
      paymentOptionUuid: 'p',
      deliveryOptionData: {
        deliveryAddress: null,
        contactInfo: { name: ' Kari ', emailAddress: 'kari@example.no' },
      },
      paymentOptionData: { pid: '01019000083' },
      client: 'mobile',
      total: 24800,
    });
    expect(payload.comment).toBe('');
    expect(payload.total).toBe(24800);
    expect(payload.paymentOptionData.mobilePhone).toBeNull();
    expect(payload.deliveryOptionData.contactInfo.name).toBe('Kari');
    const bad = TransactionPayload.safeParse({
      ...payload,
      deliveryOptionData: {
        ...payload.deliveryOptionData,
        contactInfo: { name: '', emailAddress: 'x' },
      },
    });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.message)).toEqual([
      'This is required!',
      'Invalid email',
    ]);
  });

  it('requires the total the Buy now button showed, with a sentence when it is missing', () => {
    const { total: _total, ...body } = TransactionPayload.parse({
      deliveryOptionUuid: 'd',
      paymentOptionUuid: 'p',
      deliveryOptionData: {
        deliveryAddress: null,
        contactInfo: { name: 'Kari', emailAddress: 'kari@example.no' },
      },
      paymentOptionData: {},
      client: 'mobile',
      total: 0,
    });
    const missing = TransactionPayload.safeParse(body);
    expect(missing.success ? [] : missing.error.issues.map((issue) => issue.message)).toEqual([
      Messages.totalMissing,
    ]);
    const wrong = TransactionPayload.safeParse({ ...body, total: '24800' });
    expect(wrong.success).toBe(false);
  });

  it('wraps checkout failures with their cause', () => {
    expect(checkoutFailure('createTransaction', 'Invalid personal id number')).toBe(
      'Failed to create transaction: Invalid personal id number',
    );
  });
});
