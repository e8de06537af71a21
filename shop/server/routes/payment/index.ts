import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes } from '../../../contract/checkout';
import { Messages } from '../../../contract/errors';
import { HttpError } from '../../plugins/errors';
import {
  answerMobile,
  ownTransaction,
  payWithCard,
  PaymentMessages,
  transactionState,
  type TransactionState,
} from '../../services/checkout/payment';
import {
  cancelHostedPayment,
  hostedOf,
  settleHostedPayment,
} from '../../services/checkout/hosted-payment';
import { gatewayFor, paymentGateways } from '../../services/payment/providers/registry';
import { paymentTransactions } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { testPhoneRoutes } from './simulated-phone';
import webhooks from './webhooks';

/** The built-in providers' pages read and answer the session user's own transactions only. */
const payment: FastifyPluginAsyncZod = async (app) => {
  const r = checkoutRoutes;

  /** Before each call: the transaction is the session user's, or a 404. */
  const buyerOnly = async (request: FastifyRequest<{ Params: { transactionUuid: string } }>) =>
    ownTransaction(app.db, request.params.transactionUuid, request.session.user?.uuid ?? null);

  // These pages are the test gateways' own: where the shop refuses those, nothing is paid here.
  const refuseTestGateway = () => {
    if (!app.config.testPayments)
      throw new HttpError(400, Messages.testPaymentsOff, 'test-payments-off');
  };

  // The confirmation mail and lab job were queued with the order; send and start them now.
  const mailIfConfirmed = async (state: TransactionState) => {
    if (!state.confirmed) return;
    void app.fulfilment?.kick(); // the lab job renders in the background, never in the request
    await app.mailer.deliverQueued();
  };

  // The parent's answer to a mobile payment request, taken now; a confirmed order is sent on.
  const answerPhone = async (uuid: string, answer: 'approve' | 'decline') => {
    const state = await answerMobile(app.db, uuid, answer, new Date(), app.config.publicUrl);
    await mailIfConfirmed(state);
    return state;
  };

  await app.register(webhooks);
  // The test mobile gateway's phone exists only where the shop runs test payments.
  if (app.config.testPayments) await app.register(testPhoneRoutes(answerPhone));
  const gateways = paymentGateways(app.config);

  /** The real provider of a transaction's payment, or null for a built-in test gateway's. */
  const gatewayOf = async (uuid: string) => {
    if (gateways.card === null && gateways.mobile === null) return null;
    const [row] = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.uuid, uuid));
    const hosted = row ? hostedOf(row) : null;
    if (!row || hosted === null) return null;
    const gateway = gatewayFor(gateways, row.provider);
    return gateway?.name === hosted.gateway ? gateway : null;
  };
  const ctx = () => ({ db: app.db, publicUrl: app.config.publicUrl, now: new Date() });

  app.route({
    ...r.transactionStatus,
    url: r.transactionStatus.path,
    preHandler: buyerOnly,
    handler: async (request) => {
      const uuid = request.params.transactionUuid;
      // The page's poll also asks the provider, in case its webhook is late or lost.
      const gateway = await gatewayOf(uuid);
      if (gateway !== null) {
        const settled = await settleHostedPayment(ctx(), gateway, uuid);
        await mailIfConfirmed({
          ...(await transactionState(app.db, uuid, new Date())),
          ...settled,
        });
      }
      return transactionState(app.db, uuid, new Date());
    },
  });

  app.route({
    ...r.cancelPayment,
    url: r.cancelPayment.path,
    preHandler: buyerOnly,
    handler: async (request) => {
      const uuid = request.params.transactionUuid;
      const gateway = await gatewayOf(uuid);
      if (gateway === null) {
        const open = await transactionState(app.db, uuid, new Date());
        // Giving up on the test phone's request declines it, as the phone's Decline would.
        if (app.config.testPayments && open.redirectUrl !== null && open.gateway === 'test') {
          return answerMobile(app.db, uuid, 'decline', new Date(), app.config.publicUrl);
        }
        throw new HttpError(409, PaymentMessages.notHosted, 'payment-state');
      }
      const settled = await cancelHostedPayment(ctx(), gateway, uuid);
      await mailIfConfirmed({ ...(await transactionState(app.db, uuid, new Date())), ...settled });
      return transactionState(app.db, uuid, new Date());
    },
  });

  app.route({
    ...r.payWithCard,
    url: r.payWithCard.path,
    preHandler: buyerOnly,
    handler: async (request) => {
      refuseTestGateway();
      const uuid = request.params.transactionUuid;
      const state = await payWithCard(app.db, uuid, request.body, new Date(), app.config.publicUrl);
      await mailIfConfirmed(state);
      return state;
    },
  });

  app.route({
    ...r.mobileAnswer,
    url: r.mobileAnswer.path,
    preHandler: buyerOnly,
    handler: async (request) => {
      refuseTestGateway();
      return answerPhone(request.params.transactionUuid, request.body.answer);
    },
  });
};

export default payment;
