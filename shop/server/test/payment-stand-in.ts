import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * Tests only: a local stand-in for the few Stripe and Vipps MobilePay endpoints the shop's
 * adapters call, answering in the shapes of the providers' published API references (Stripe:
 * Checkout Sessions, Refunds; Vipps MobilePay: Access Token API, ePayment API v1 payments,
 * capture, cancel, refund). Tests move a payment along (pay, decline, expire) as the parent
 * would at the provider, and sign webhooks with Stripe's own test helper.
 *
 * For browser journeys it also serves the pages the parent sees at the provider (see
 * `hostedPage`): Stripe's test-mode Checkout page and Vipps MobilePay's landing page with the
 * app's approve/reject. Once `webhooksTo(shopUrl)` is called, a payment made on those pages
 * sends the shop Stripe's signed event or Vipps MobilePay's callback, as the providers do.
 */

export const STAND_IN_STRIPE_KEY = 'sk_test_standin';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin';

/** The shop's configuration that sends both providers' calls to a stand-in at `url`. */
export const standInProviderEnv = (url: string) => ({
  STRIPE_SECRET_KEY: STAND_IN_STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
  STRIPE_API_BASE: url,
  VIPPS_CLIENT_ID: 'stand-in-client',
  VIPPS_CLIENT_SECRET: 'stand-in-secret',
  VIPPS_SUBSCRIPTION_KEY: 'stand-in-subscription',
  VIPPS_MSN: '123456',
  VIPPS_TEST_ENVIRONMENT: '1',
  VIPPS_API_BASE: url,
});

interface StripeSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  url: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  livemode: false;
}

interface StripeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded' | 'requires_payment_method' | 'canceled';
  last_payment_error: { message: string; code: string } | null;
  metadata: Record<string, string>;
}

interface VippsPayment {
  reference: string;
  amount: { currency: string; value: number };
  state: 'CREATED' | 'AUTHORIZED' | 'ABORTED' | 'EXPIRED' | 'TERMINATED';
  returnUrl: string;
  authorized: number;
  captured: number;
  cancelled: number;
  refunded: number;
  phone: string | null;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export interface StandIn {
  readonly url: string;
  readonly stripe: {
    readonly sessions: Map<string, StripeSession>;
    readonly intents: Map<string, StripeIntent>;
    readonly refunds: { id: string; amount: number; payment_intent: string }[];
    pay(sessionId: string, amount?: number): void;
    decline(sessionId: string, message: string): void;
    expire(sessionId: string): void;
    /** A signed event as Stripe sends it: the JSON body and its Stripe-Signature header. */
    event(
      type: string,
      sessionId: string,
      options?: { id?: string; secret?: string },
    ): { payload: string; signature: string };
  };
  readonly vipps: {
    readonly payments: Map<string, VippsPayment>;
    approve(reference: string): void;
    abort(reference: string): void;
    expire(reference: string): void;
  };
  /** Where payments made on the hosted pages are reported (the shop's webhooks). */
  webhooksTo(shopUrl: string): void;
  close(): Promise<void>;
}

/** Stripe's test cards as its hosted page answers them; any other number is refused. */
const STRIPE_TEST_CARDS: Record<string, string | null> = {
  '4242424242424242': null,
  '5555555555554444': null,
  '4000000000000002': 'Your card has been declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** '15700' of 'nok' as a provider's page writes it: 'NOK 157.00'. */
const money = (minor: number, currency: string) =>
  `${currency.toUpperCase()} ${(minor / 100).toFixed(2)}`;

/** A page of the stand-in: phone-sized, plain, marked as a test page at the top. */
function hostedPage(title: string, brand: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 16px/1.4 system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
header { background: ${brand}; color: #fff; padding: 12px 16px; display: flex; gap: 8px;
  align-items: center; justify-content: space-between; }
.badge { background: #ffde92; color: #663c00; font-size: 12px; font-weight: 700;
  padding: 2px 6px; border-radius: 4px; text-transform: uppercase; }
main { padding: 16px; max-width: 420px; margin: 0 auto; }
label { display: block; font-size: 14px; margin: 12px 0 4px; }
input { width: 100%; box-sizing: border-box; font-size: 16px; padding: 10px;
  border: 1px solid #c9ced6; border-radius: 6px; }
.row { display: flex; gap: 8px; } .row > div { flex: 1; }
button { width: 100%; font-size: 17px; padding: 12px; margin-top: 16px; border: 0;
  border-radius: 6px; background: ${brand}; color: #fff; font-weight: 600; }
button.secondary { background: #fff; color: #1a1f36; border: 1px solid #c9ced6; }
.amount { font-size: 28px; font-weight: 700; margin: 8px 0 0; }
.error { color: #df1b41; font-weight: 600; } .app { border: 2px dashed ${brand};
  border-radius: 12px; padding: 12px 16px; margin-top: 16px; background: #fff; }
a { color: inherit; }
</style></head>
<body><header><span>${escapeHtml(title)}</span>
<span class="badge">Test mode</span></header><main>${body}</main></body></html>`;
}

export async function startPaymentStandIn(): Promise<StandIn> {
  const sessions = new Map<string, StripeSession>();
  const intents = new Map<string, StripeIntent>();
  const refunds: { id: string; amount: number; payment_intent: string }[] = [];
  const idempotent = new Map<string, unknown>();
  const payments = new Map<string, VippsPayment>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test_${(++counter).toString().padStart(6, '0')}`;
  let base = '';

  const stripeError = (status: number, message: string) => ({
    status,
    json: { error: { type: 'invalid_request_error', message } },
  });
  const vippsProblem = (status: number, detail: string) => ({
    status,
    json: { type: 'about:blank', title: 'Bad Request', status, detail },
  });
  const vippsView = (p: VippsPayment) => ({
    aggregate: {
      authorizedAmount: { currency: p.amount.currency, value: p.authorized },
      cancelledAmount: { currency: p.amount.currency, value: p.cancelled },
      capturedAmount: { currency: p.amount.currency, value: p.captured },
      refundedAmount: { currency: p.amount.currency, value: p.refunded },
    },
    amount: p.amount,
    state: p.state,
    paymentMethod: { type: 'WALLET' },
    profile: {},
    pspReference: `psp-${p.reference}`,
    reference: p.reference,
  });

  async function stripeRoute(
    method: string,
    path: string,
    params: URLSearchParams,
    key: string | undefined,
  ) {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (key && idempotent.has(key)) return { status: 200, json: idempotent.get(key) };
      const id = next('cs');
      const session: StripeSession = {
        id,
        object: 'checkout.session',
        amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
        currency: params.get('line_items[0][price_data][currency]') ?? 'nok',
        client_reference_id: params.get('client_reference_id'),
        metadata: { transaction: params.get('metadata[transaction]') ?? '' },
        mode: 'payment',
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        url: `${base}/c/pay/${id}`,
        success_url: params.get('success_url') ?? '',
        cancel_url: params.get('cancel_url') ?? '',
        expires_at: Number(params.get('expires_at')),
        livemode: false,
      };
      sessions.set(id, session);
      if (key) idempotent.set(key, session);
      return { status: 200, json: session };
    }
    const one = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    if (one) {
      const session = sessions.get(one[1] ?? '');
      if (!session) return stripeError(404, `No such checkout.session: '${one[1]}'`);
      if (one[2]) {
        if (session.status !== 'open') {
          return stripeError(400, 'Only Checkout Sessions with a status of open can be expired.');
        }
        session.status = 'expired';
        session.url = null;
      }
      const expand = [...params.entries()].some(
        ([k, v]) => k.startsWith('expand') && v === 'payment_intent',
      );
      const intent = session.payment_intent === null ? null : intents.get(session.payment_intent);
      return {
        status: 200,
        json: expand && intent ? { ...session, payment_intent: intent } : session,
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (key && idempotent.has(key)) return { status: 200, json: idempotent.get(key) };
      const intent = intents.get(params.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded')
        return stripeError(400, 'No such payment_intent');
      const refunded = refunds
        .filter((r) => r.payment_intent === intent.id)
        .reduce((a, r) => a + r.amount, 0);
      const amount = Number(params.get('amount') ?? intent.amount - refunded);
      if (amount + refunded > intent.amount_received) {
        return stripeError(
          400,
          `Refund amount (${amount}) is greater than unrefunded amount on charge`,
        );
      }
      const refund = {
        id: next('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.push(refund);
      if (key) idempotent.set(key, refund);
      return { status: 200, json: refund };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  async function vippsRoute(method: string, path: string, request: IncomingMessage, text: string) {
    if (method === 'POST' && path === '/accesstoken/get') {
      if (!request.headers.client_id || !request.headers.client_secret) {
        return {
          status: 401,
          json: { error: 'invalid_client', error_description: 'Missing client' },
        };
      }
      return {
        status: 200,
        json: {
          token_type: 'Bearer',
          expires_in: '3600',
          ext_expires_in: '3600',
          access_token: 'stand-in-token',
        },
      };
    }
    if (request.headers.authorization !== 'Bearer stand-in-token')
      return vippsProblem(401, 'Unauthorized');
    if (method === 'POST' && path === '/epayment/v1/payments') {
      const input = JSON.parse(text) as {
        reference: string;
        amount: { currency: string; value: number };
        returnUrl: string;
        customer?: { phoneNumber?: string };
      };
      if (payments.has(input.reference)) return vippsProblem(409, 'Reference already used');
      payments.set(input.reference, {
        reference: input.reference,
        amount: input.amount,
        state: 'CREATED',
        returnUrl: input.returnUrl,
        authorized: 0,
        captured: 0,
        cancelled: 0,
        refunded: 0,
        phone: input.customer?.phoneNumber ?? null,
      });
      return {
        status: 201,
        json: { redirectUrl: `${base}/landing/${input.reference}`, reference: input.reference },
      };
    }
    const m = /^\/epayment\/v1\/payments\/([\w-]+)(?:\/(capture|cancel|refund))?$/.exec(path);
    const payment = m ? payments.get(m[1] ?? '') : undefined;
    if (!m || !payment) return vippsProblem(404, 'Payment not found');
    const value =
      m[2] && m[2] !== 'cancel'
        ? (JSON.parse(text) as { modificationAmount: { value: number } }).modificationAmount.value
        : 0;
    if (m[2] === 'capture') {
      if (payment.state !== 'AUTHORIZED' || payment.captured + value > payment.authorized) {
        return vippsProblem(400, 'Capture amount too high');
      }
      payment.captured += value;
    } else if (m[2] === 'refund') {
      if (payment.refunded + value > payment.captured)
        return vippsProblem(400, 'Refund amount too high');
      payment.refunded += value;
    } else if (m[2] === 'cancel') {
      if (payment.captured > 0) return vippsProblem(400, 'Captured payments cannot be cancelled');
      if (payment.state === 'CREATED') payment.state = 'ABORTED';
      else payment.cancelled = payment.authorized;
    }
    return { status: 200, json: vippsView(payment) };
  }

  let shop: string | null = null;
  /** Tells the shop as the provider would; a shop that is not listening changes nothing here. */
  const notify = async (path: string, payload: string, headers: Record<string, string> = {}) => {
    if (shop === null) return;
    await fetch(`${shop}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: payload,
    }).catch(() => undefined);
  };

  type PageAnswer = { status: number; html?: string; location?: string };

  /** Stripe's hosted Checkout page in test mode: the card is typed here, never at the shop. */
  async function checkoutPage(method: string, id: string, form: URLSearchParams) {
    const s = sessions.get(id);
    if (!s) return { status: 404, html: hostedPage('Stripe Checkout', '#635bff', 'Not found') };
    const back = `<p><a href="${escapeHtml(s.cancel_url)}">← Back to Keepsake</a></p>`;
    if (s.status !== 'open') {
      const gone = `${back}<h1>This Checkout Session is no longer active.</h1>`;
      return { status: 200, html: hostedPage('Keepsake – Stripe Checkout', '#635bff', gone) };
    }
    let error = '';
    if (method === 'POST') {
      const number = (form.get('cardnumber') ?? '').replace(/\D/g, '');
      const outcome = STRIPE_TEST_CARDS[number];
      if (outcome === null) {
        stand.stripe.pay(id);
        const event = stand.stripe.event('checkout.session.completed', id);
        await notify('/api/webhooks/stripe', event.payload, {
          'stripe-signature': event.signature,
        });
        return { status: 303, location: s.success_url };
      }
      // Stripe's page keeps the session open after a declined card: the parent may try another.
      error = outcome ?? 'Your card number is invalid.';
    }
    const html = `${back}
<p>Pay Keepsake</p><p class="amount">${money(s.amount_total, s.currency)}</p>
<form method="post">
<label for="cardnumber">Card number</label>
<input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number"
  placeholder="1234 1234 1234 1234">
<div class="row"><div><label for="exp">Expiry (MM / YY)</label>
<input id="exp" name="exp" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY"></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"></div></div>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Pay ${money(s.amount_total, s.currency)}</button>
</form>
<p>Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>`;
    return { status: 200, html: hostedPage('Keepsake – Stripe Checkout', '#635bff', html) };
  }

  /**
   * Vipps MobilePay's landing page: the parent gives a phone number, then answers in the app
   * (here a panel on the same page standing in for the phone). Any answer sends them back.
   */
  async function landingPage(
    method: string,
    reference: string,
    action: string,
    form: URLSearchParams,
  ) {
    const p = payments.get(reference);
    const title = 'Vipps MobilePay – test';
    if (!p) return { status: 404, html: hostedPage(title, '#ff5b24', 'Not found') };
    if (p.state !== 'CREATED') {
      const gone = `<h1>This payment is no longer active.</h1>
<p><a href="${escapeHtml(p.returnUrl)}">Back to Keepsake</a></p>`;
      return { status: 200, html: hostedPage(title, '#ff5b24', gone) };
    }
    if (method === 'POST' && action !== '') {
      if (action === 'approve') stand.vipps.approve(reference);
      else if (action === 'reject') stand.vipps.abort(reference);
      else stand.vipps.expire(reference);
      await notify('/api/webhooks/vipps', JSON.stringify({ reference, name: p.state }));
      return { status: 303, location: p.returnUrl };
    }
    const amount = `<p>Keepsake</p><p class="amount">${money(p.amount.value, p.amount.currency)}</p>`;
    if (method === 'POST') {
      const phone = (form.get('phone') ?? '').replace(/[^\d+]/g, '');
      p.phone = phone.startsWith('+') ? phone.slice(1) : `47${phone}`;
      const html = `${amount}<p role="status">Go to the Vipps MobilePay app on +${escapeHtml(p.phone)} to pay.</p>
<section class="app" aria-label="The app (test)">
<p><strong>The app (test)</strong>: pay ${money(p.amount.value, p.amount.currency)} to Keepsake?</p>
<form method="post" action="/landing/${escapeHtml(reference)}/approve"><button>Approve</button></form>
<form method="post" action="/landing/${escapeHtml(reference)}/reject"><button class="secondary">Reject</button></form>
<form method="post" action="/landing/${escapeHtml(reference)}/expire"><button class="secondary">Let it expire</button></form>
</section>`;
      return { status: 200, html: hostedPage(title, '#ff5b24', html) };
    }
    const known = p.phone === null ? '' : p.phone.replace(/^47/, '');
    const html = `${amount}<form method="post">
<label for="phone">Phone number</label>
<input id="phone" name="phone" type="tel" autocomplete="tel" value="${escapeHtml(known)}">
<button type="submit">Next</button></form>
<form method="post" action="/landing/${escapeHtml(reference)}/reject">
<button class="secondary">Cancel</button></form>`;
    return { status: 200, html: hostedPage(title, '#ff5b24', html) };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const text = await body(request);
      const method = request.method ?? 'GET';
      const checkout = /^\/c\/pay\/(\w+)$/.exec(url.pathname);
      const landing = /^\/landing\/([\w-]+)(?:\/(approve|reject|expire))?$/.exec(url.pathname);
      if (checkout || landing) {
        const form = new URLSearchParams(method === 'POST' ? text : '');
        const page: PageAnswer = checkout
          ? await checkoutPage(method, checkout[1] ?? '', form)
          : await landingPage(method, landing?.[1] ?? '', landing?.[2] ?? '', form);
        if (page.location !== undefined) {
          response.writeHead(page.status, { location: page.location });
          response.end();
        } else {
          response.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' });
          response.end(page.html);
        }
        return;
      }
      let answer: { status: number; json: unknown };
      if (url.pathname.startsWith('/v1/')) {
        const params = method === 'GET' ? url.searchParams : new URLSearchParams(text);
        const key = request.headers['idempotency-key'];
        answer = await stripeRoute(
          method,
          url.pathname,
          params,
          typeof key === 'string' ? key : undefined,
        );
      } else {
        answer = await vippsRoute(method, url.pathname, request, text);
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.json));
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signer = new Stripe(STAND_IN_STRIPE_KEY);

  const session = (id: string) => {
    const found = sessions.get(id);
    if (!found) throw new Error(`no session ${id}`);
    return found;
  };
  const vipps = (reference: string) => {
    const found = payments.get(reference);
    if (!found) throw new Error(`no Vipps payment ${reference}`);
    return found;
  };

  const stand: StandIn = {
    url: base,
    stripe: {
      sessions,
      intents,
      refunds,
      pay(id, amount) {
        const s = session(id);
        const intent: StripeIntent = {
          id: next('pi'),
          object: 'payment_intent',
          amount: amount ?? s.amount_total,
          amount_received: amount ?? s.amount_total,
          currency: s.currency,
          status: 'succeeded',
          last_payment_error: null,
          metadata: s.metadata,
        };
        intents.set(intent.id, intent);
        Object.assign(s, {
          status: 'complete',
          payment_status: 'paid',
          payment_intent: intent.id,
          url: null,
        });
        if (amount !== undefined) s.amount_total = amount;
      },
      decline(id, message) {
        const s = session(id);
        const intent: StripeIntent = {
          id: next('pi'),
          object: 'payment_intent',
          amount: s.amount_total,
          amount_received: 0,
          currency: s.currency,
          status: 'requires_payment_method',
          last_payment_error: { message, code: 'card_declined' },
          metadata: s.metadata,
        };
        intents.set(intent.id, intent);
        Object.assign(s, {
          status: 'complete',
          payment_status: 'unpaid',
          payment_intent: intent.id,
          url: null,
        });
      },
      expire(id) {
        Object.assign(session(id), { status: 'expired', url: null });
      },
      event(type, id, options = {}) {
        const payload = JSON.stringify({
          id: options.id ?? next('evt'),
          object: 'event',
          api_version: '2026-10-28.endive',
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          pending_webhooks: 1,
          type,
          data: { object: { ...session(id) } },
        });
        const signature = signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
        });
        return { payload, signature };
      },
    },
    vipps: {
      payments,
      approve(reference) {
        const p = vipps(reference);
        p.state = 'AUTHORIZED';
        p.authorized = p.amount.value;
      },
      abort(reference) {
        vipps(reference).state = 'ABORTED';
      },
      expire(reference) {
        vipps(reference).state = 'EXPIRED';
      },
    },
    webhooksTo(shopUrl) {
      shop = shopUrl.replace(/\/$/, '');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return stand;
}
