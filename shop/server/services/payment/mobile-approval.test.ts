import { describe, expect, it } from 'vitest';
import type { MobileApprovalEvent, MobileApprovalState } from './mobile-approval';
import { startMobileApproval, transitionMobileApproval } from './mobile-approval';

const t0 = new Date('2026-11-23T09:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const pending = startMobileApproval('+4741234567', t0, 60_000);
const final = (status: 'approved' | 'declined' | 'expired', s: number): MobileApprovalState => ({
  status,
  mobilePhone: '+4741234567',
  at: at(s),
});

describe('mobile approval', () => {
  it('starts pending with a deadline', () => {
    expect(pending).toEqual({
      status: 'pending',
      mobilePhone: '+4741234567',
      requestedAt: t0,
      expiresAt: at(60),
    });
  });

  it.each<[string, MobileApprovalState, MobileApprovalEvent, MobileApprovalState, string | null]>([
    ['approve in time', pending, { type: 'approve', at: at(10) }, final('approved', 10), null],
    ['decline in time', pending, { type: 'decline', at: at(59) }, final('declined', 59), null],
    ['check in time', pending, { type: 'check', at: at(30) }, pending, null],
    ['check at the deadline', pending, { type: 'check', at: at(60) }, final('expired', 60), null],
    [
      'approve too late',
      pending,
      { type: 'approve', at: at(61) },
      final('expired', 60),
      'The payment request has expired.',
    ],
    [
      'approve twice',
      final('approved', 10),
      { type: 'approve', at: at(20) },
      final('approved', 10),
      null,
    ],
    [
      'decline after approval',
      final('approved', 10),
      { type: 'decline', at: at(20) },
      final('approved', 10),
      'The payment request is no longer pending.',
    ],
    [
      'approve after decline',
      final('declined', 10),
      { type: 'approve', at: at(20) },
      final('declined', 10),
      'The payment request is no longer pending.',
    ],
    [
      'approve after expiry',
      final('expired', 60),
      { type: 'approve', at: at(70) },
      final('expired', 60),
      'The payment request is no longer pending.',
    ],
    [
      'check when final',
      final('expired', 60),
      { type: 'check', at: at(70) },
      final('expired', 60),
      null,
    ],
  ])('%s', (_, state, event, next, error) => {
    const result = transitionMobileApproval(state, event);
    expect(result.state).toEqual(next);
    if (error === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, error });
  });
});
