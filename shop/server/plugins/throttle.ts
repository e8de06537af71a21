import type {} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import fp from 'fastify-plugin';
import { limitKey, type LimitStore } from './limit-store';
import { normaliseEmail } from '../services/identity/users';

/** Calls that guess at secrets or send mail, each limited on its own. */
export type ThrottledCall =
  'verify-code' | 'add-code' | 'login' | 'user-exists' | 'password-reminder';

export interface ThrottleOptions {
  /** Tries per window, per IP and per session. */
  max: number;
  windowMs: number;
}

/** Limits per e-mail address, whichever addresses and sessions the calls come from. */
export interface AccountLimitOptions {
  /** Wrong passwords per account before sign-in is refused until the window ends. */
  loginFailures: ThrottleOptions;
  /** Password reset mails to one address per window. */
  reminders: ThrottleOptions;
}

/**
 * Ten wrong passwords per account per quarter of an hour: about a thousand guesses a day at
 * most, however many addresses an attacker has, against a parent who mistypes a few times.
 * Three reset mails per address per hour: enough for a parent whose mail was slow, too few to
 * fill a stranger's inbox.
 */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimitOptions = {
  loginFailures: { max: 10, windowMs: 15 * 60_000 },
  reminders: { max: 3, windowMs: 60 * 60_000 },
};

/** Whether a per-account limit lets the call through, and if not, for how long it will not. */
export type AccountVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AccountLimits {
  /**
   * Counts a sign-in try for the e-mail before its password is checked (so tries sent at once
   * cannot all slip in before the first is counted); `signInSucceeded` takes it back.
   */
  signInAttempt(email: string): Promise<AccountVerdict>;
  /** The account signed in: its earlier wrong passwords no longer count. */
  signInSucceeded(email: string): Promise<void>;
  /** Counts a reset mail to the e-mail address; refused once the address had its share. */
  reminder(email: string): Promise<AccountVerdict>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a try; false when the IP or the session has used up its tries. */
    throttle(request: FastifyRequest, call: ThrottledCall): Promise<boolean>;
    /** Limits keyed by the normalised e-mail address (see AccountLimits). */
    accountLimits: AccountLimits;
  }
}

/** Consumes one point of `key`; refused with the seconds left when the window is used up. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<AccountVerdict> {
  try {
    await limiter.consume(key);
    return { allowed: true };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
  }
}

/**
 * Per-IP and per-session limits through @fastify/rate-limit, and per-account limits with
 * rate-limiter-flexible (which can give a counted try back, so only failures count). Both count
 * in the shop's LimitStore (limit-store.ts): on PostgreSQL every shop process shares the counts.
 */
export default fp<{
  limits: ThrottleOptions;
  accountLimits: AccountLimitOptions;
  limitStore: LimitStore;
}>(
  async (app, { limits, accountLimits, limitStore }) => {
    const calls: ThrottledCall[] = [
      'verify-code',
      'add-code',
      'login',
      'user-exists',
      'password-reminder',
    ];
    const limiters = new Map(
      calls.map((call) => [
        call,
        {
          ip: app.createRateLimit({
            max: limits.max,
            timeWindow: limits.windowMs,
            keyGenerator: (req) => `${call}:ip:${req.ip}`,
          }),
          session: app.createRateLimit({
            max: limits.max,
            timeWindow: limits.windowMs,
            keyGenerator: (req) => `${call}:session:${req.session.id ?? ''}`,
          }),
        },
      ]),
    );
    app.decorate('throttle', async (request: FastifyRequest, call: ThrottledCall) => {
      const limiter = limiters.get(call);
      if (!limiter) return true;
      const byIp = await limiter.ip(request);
      const bySession = request.session.id ? await limiter.session(request) : null;
      // `isAllowed` only reports the allow list; `isExceeded` says whether the limit is used up.
      const exceeded = (r: typeof byIp | null) => r !== null && !r.isAllowed && r.isExceeded;
      return !exceeded(byIp) && !exceeded(bySession);
    });

    const perLimit = (keyPrefix: string, o: ThrottleOptions) =>
      limitStore.limiter({ keyPrefix, points: o.max, windowMs: o.windowMs });
    const signIns = perLimit('sign-in-failures', accountLimits.loginFailures);
    const reminders = perLimit('reminder-mails', accountLimits.reminders);
    const key = (email: string) => limitKey(normaliseEmail(email));
    // Keyed by the address as the users table stores it, so case and spaces make no new key;
    // unknown addresses count too, so a refusal tells nothing about whether an account exists.
    app.decorate('accountLimits', {
      signInAttempt: (email) => consume(signIns, key(email)),
      signInSucceeded: async (email) => {
        await signIns.delete(key(email));
      },
      reminder: (email) => consume(reminders, key(email)),
    } satisfies AccountLimits);
  },
  { name: 'throttle', fastify: '5.x', dependencies: ['@fastify/rate-limit'] },
);
