import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutAddresses } from '../../../contract/addresses/checkout';
import { Conflict } from '../../lib/domain-errors';
import { formatMoneyIn } from '../../lib/i18n/format';
import { translateMessage } from '../../lib/i18n/translate';
import { requestLang } from '../../plugins/request-lang';
import { orderTotal, paymentPagePath } from '../../services/checkout/hosted-payment';
import {
  ownTransaction,
  transactionState,
  type TransactionState,
} from '../../services/checkout/payment';
import { escapeHtml } from '../../services/mail/mail';

/** The words of the test phone page, in the parent's language (lib/i18n catalogue). */
export const TestPhoneMessages = {
  title: 'Test phone',
  notice: 'Test mode: this page stands in for your phone. No money is charged.',
  request: 'Keepsake asks you to approve a payment of %s.',
  approve: 'Approve',
  decline: 'Decline',
  answered: 'This payment request is not waiting for an answer any more.',
  back: 'Back to the shop',
} as const;

const Params = z.object({ transactionUuid: z.string().max(64) });

/**
 * The built-in mobile gateway's stand-in for the parent's phone: like a provider's app, it is
 * a page apart from the shop's checkout, where the request is approved or declined; the parent
 * then goes back to the payment page, which reads the result. Registered only where the shop
 * runs test payments (never in a production shop that takes real money). Only the buyer's own
 * session sees or answers it; anyone else gets a 404.
 */
export function testPhoneRoutes(
  answer: (uuid: string, answer: 'approve' | 'decline') => Promise<TransactionState>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The page's buttons post a plain HTML form (here only; the JSON API refuses forms). A form
    // from another site is refused before this by the cross-site check, as any write is.
    app.removeContentTypeParser('application/x-www-form-urlencoded');
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.route({
      method: 'GET',
      url: checkoutAddresses.testPhone.path,
      schema: { params: Params },
      handler: async (request, reply) => {
        const uuid = request.params.transactionUuid;
        await ownTransaction(app.db, uuid, request.session.user?.uuid ?? null);
        const lang = requestLang(request);
        const say = (text: string) => escapeHtml(translateMessage(text, lang));
        const state = await transactionState(app.db, uuid, new Date());
        const back = `${paymentPagePath(uuid)}?returned=1`;
        let body: string;
        if (state.status === 'pending' && state.gateway === 'test') {
          const total = await orderTotal(app.db, state.order.uuid);
          const amount = formatMoneyIn(lang, { amount: total.total, currency: total.currency });
          body = `<p class="ask">${say(TestPhoneMessages.request).replace('%s', escapeHtml(amount))}</p>
<form method="post"><input type="hidden" name="answer" value="approve">
<button>${say(TestPhoneMessages.approve)}</button></form>
<form method="post"><input type="hidden" name="answer" value="decline">
<button class="secondary">${say(TestPhoneMessages.decline)}</button></form>`;
        } else {
          body = `<p>${say(TestPhoneMessages.answered)}</p>
<p><a href="${escapeHtml(back)}">${say(TestPhoneMessages.back)}</a></p>`;
        }
        const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${say(TestPhoneMessages.title)}</title>
<style>body{font:17px/1.45 system-ui,sans-serif;margin:0;background:#222;color:#111}
.phone{max-width:360px;margin:16px auto;background:#fff;border-radius:28px;padding:20px;
border:8px solid #111}.mark{background:#ffde92;color:#663c00;font-weight:700;padding:8px 12px;
border-radius:8px}h1{font-size:1.3rem}.ask{font-size:1.15rem}
button{width:100%;font-size:1.05rem;padding:12px;margin-top:12px;border-radius:10px;border:0;
background:#1f5f5b;color:#fff;font-weight:600}button.secondary{background:#fff;color:#111;
border:1px solid #999}</style></head>
<body><main class="phone"><p class="mark" role="note">${say(TestPhoneMessages.notice)}</p>
<h1>${say(TestPhoneMessages.title)}</h1>
${body}</main></body></html>`;
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    });

    app.route({
      method: 'POST',
      url: checkoutAddresses.testPhoneAnswer.path,
      schema: { params: Params, body: z.object({ answer: z.enum(['approve', 'decline']) }) },
      handler: async (request, reply) => {
        const uuid = request.params.transactionUuid;
        await ownTransaction(app.db, uuid, request.session.user?.uuid ?? null);
        const before = await transactionState(app.db, uuid, new Date());
        try {
          // Only the test gateway's own request is answered here, never a provider's payment.
          if (before.gateway !== 'test') throw new Conflict('payment-state', before.status);
          await answer(uuid, request.body.answer);
        } catch (error) {
          // Answered twice, or too late: the payment page says what became of it.
          if (!(error instanceof Conflict)) throw error;
        }
        return reply.redirect(`${paymentPagePath(uuid)}?returned=1`, 303);
      },
    });
  };
}
