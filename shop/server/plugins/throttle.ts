import type {} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { shared } from '../lib/plugin';

/** Calls that guess at secrets, each limited on its own. */
export type ThrottledCall = 'verify-code' | 'add-code' | 'login';

export interface ThrottleOptions {
  /** Tries per window, per IP and per session. */
  max: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a try; false when the IP or the session has used up its tries. */
    throttle(request: FastifyRequest, call: ThrottledCall): Promise<boolean>;
  }
}

/** Per-IP and per-session limits on top of @fastify/rate-limit's store. */
export default shared<{ limits: ThrottleOptions }>(async (app, { limits }) => {
  const calls: ThrottledCall[] = ['verify-code', 'add-code', 'login'];
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
}, 'throttle');
