import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes } from '../../../contract/checkout';
import { Messages } from '../../../contract/errors';
import { HttpError } from '../../plugins/errors';
import {
  eventSeen,
  recordEvent,
  settleHostedPayment,
  transactionOfRef,
} from '../../services/checkout/hosted-payment';
import { paymentGateways } from '../../services/payment/providers/registry';
import { StripeSignatureError } from '../../services/payment/providers/stripe';

/**
 * The providers' calls to the shop. Stripe's events are signed: the signature is checked over
 * the raw body before anything is read, and a bad one is a 400 that changes nothing. Vipps
 * MobilePay's callback is only a nudge: the shop reads the payment from the API itself.
 */
const webhooks: FastifyPluginAsyncZod = async (app) => {
  const r = checkoutRoutes;
  const gateways = paymentGateways(app.config);
  const after = async (confirmed: boolean) => {
    if (!confirmed) return;
    void app.fulfilment?.kick();
    await app.mailer.deliverQueued();
  };
  const ctx = () => ({ db: app.db, publicUrl: app.config.publicUrl, now: new Date() });

  // The signature is over the exact bytes Stripe sent: keep them (in this plugin only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.route({
    ...r.stripeWebhook,
    url: r.stripeWebhook.path,
    bodyLimit: 512 * 1024,
    handler: async (request) => {
      const stripe = gateways.card;
      if (stripe === null) throw new HttpError(404, Messages.notFound, 'not-found');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = stripe.readEvent(raw, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof StripeSignatureError) {
          throw new HttpError(400, Messages.webhookSignature, 'webhook-signature');
        }
        throw error;
      }
      if (await eventSeen(app.db, 'stripe', event.eventId)) return { received: true };
      let transaction: string | null = null;
      if (event.sessionId !== null) {
        transaction = await transactionOfRef(app.db, event.sessionId);
        if (transaction !== null) {
          const settled = await settleHostedPayment(ctx(), stripe, transaction);
          await after(settled.confirmed);
        }
      }
      await recordEvent(app.db, 'stripe', event.eventId, event.type, transaction);
      return { received: true };
    },
  });

  app.route({
    ...r.vippsWebhook,
    url: r.vippsWebhook.path,
    bodyLimit: 64 * 1024,
    // The raw parser above hands a Buffer: read it as JSON here.
    preValidation: async (request) => {
      try {
        request.body = JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString() : '{}');
      } catch {
        throw new HttpError(400, Messages.badRequest);
      }
    },
    handler: async (request) => {
      const vipps = gateways.mobile;
      if (vipps === null) throw new HttpError(404, Messages.notFound, 'not-found');
      const transaction = await transactionOfRef(app.db, request.body.reference);
      if (transaction !== null) {
        const settled = await settleHostedPayment(ctx(), vipps, transaction);
        await after(settled.confirmed);
      }
      return { received: true };
    },
  });
};

export default webhooks;
