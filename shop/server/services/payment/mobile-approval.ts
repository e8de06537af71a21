/** How long a mobile payment request waits for the shopper's answer. */
export const MOBILE_APPROVAL_TIMEOUT_MS = 5 * 60 * 1000;

/** A mobile payment request: pending until the phone approves or declines, or it expires. */
export type MobileApprovalState =
  | {
      readonly status: 'pending';
      readonly mobilePhone: string;
      readonly requestedAt: Date;
      readonly expiresAt: Date;
    }
  | {
      readonly status: 'approved' | 'declined' | 'expired';
      readonly mobilePhone: string;
      readonly at: Date;
    };

export type MobileApprovalEvent =
  | { readonly type: 'approve'; readonly at: Date }
  | { readonly type: 'decline'; readonly at: Date }
  /** A status poll: turns a pending request past its deadline into expired. */
  | { readonly type: 'check'; readonly at: Date };

export const MobileApprovalMessages = {
  notPending: 'The payment request is no longer pending.',
  expired: 'The payment request has expired.',
} as const;

export type MobileTransition =
  | { readonly ok: true; readonly state: MobileApprovalState }
  | { readonly ok: false; readonly error: string; readonly state: MobileApprovalState };

export function startMobileApproval(
  mobilePhone: string,
  now: Date,
  timeoutMs: number = MOBILE_APPROVAL_TIMEOUT_MS,
): MobileApprovalState {
  return {
    status: 'pending',
    mobilePhone,
    requestedAt: now,
    expiresAt: new Date(now.getTime() + timeoutMs),
  };
}

/**
 * pending → approved | declined | expired; the three are final. An answer arriving at or
 * after the deadline expires the request instead; repeating the final answer is accepted.
 */
export function transitionMobileApproval(
  state: MobileApprovalState,
  event: MobileApprovalEvent,
): MobileTransition {
  if (state.status !== 'pending') {
    const repeated =
      event.type === 'check' ||
      (event.type === 'approve' && state.status === 'approved') ||
      (event.type === 'decline' && state.status === 'declined');
    return repeated
      ? { ok: true, state }
      : { ok: false, error: MobileApprovalMessages.notPending, state };
  }
  const { mobilePhone } = state;
  if (event.at.getTime() >= state.expiresAt.getTime()) {
    const expired: MobileApprovalState = { status: 'expired', mobilePhone, at: state.expiresAt };
    return event.type === 'check'
      ? { ok: true, state: expired }
      : { ok: false, error: MobileApprovalMessages.expired, state: expired };
  }
  switch (event.type) {
    case 'check':
      return { ok: true, state };
    case 'approve':
      return { ok: true, state: { status: 'approved', mobilePhone, at: event.at } };
    case 'decline':
      return { ok: true, state: { status: 'declined', mobilePhone, at: event.at } };
  }
}
