import { describe, expect, it } from 'vitest';
import {
  checkoutFailure,
  PaymentOption,
  TransactionPayload,
  TransactionStatus,
} from '../../../contract/checkout';
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

  it('reads a transaction payload with defaults and the §5 contact rules', () => {
    const payload = TransactionPayload.parse({
      deliveryOptionUuid: 'd',
      paymentOptionUuid: 'p',
      deliveryOptionData: {
        deliveryAddress: null,
        contactInfo: { name: ' Kari ', emailAddress: 'kari@example.no' },
      },
      paymentOptionData: { pid: '01019000083' },
      client: 'mobile',
    });
    expect(payload.comment).toBe('');
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

  it('wraps checkout failures with their cause', () => {
    expect(checkoutFailure('createTransaction', 'Invalid personal id number')).toBe(
      'Failed to create transaction: Invalid personal id number',
    );
  });
});
