import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes } from '../../../contract/checkout';
import { eq } from 'drizzle-orm';
import { paymentTransactions } from '../../db/schema';
import {
  answerMobile,
  payWithCard,
  transactionState,
  type TransactionState,
} from '../../services/checkout-payment';
import { sendOrderConfirmation } from '../../services/orders-mail';

/** The built-in providers' pages read and answer a transaction by its (unguessable) uuid. */
const payment: FastifyPluginAsyncZod = async (app) => {
  const r = checkoutRoutes;

  const mailIfConfirmed = async (uuid: string, state: TransactionState) => {
    if (!state.confirmed) return;
    const [row] = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.uuid, uuid));
    if (row)
      await sendOrderConfirmation(
        app.db,
        app.mailer,
        row.userUuid,
        row.orderUuid,
        app.config.publicUrl,
      );
  };

  app.route({
    ...r.transactionStatus,
    url: r.transactionStatus.path,
    handler: async (request) =>
      transactionState(app.db, request.params.transactionUuid, new Date()),
  });

  app.route({
    ...r.payWithCard,
    url: r.payWithCard.path,
    handler: async (request) => {
      const uuid = request.params.transactionUuid;
      const state = await payWithCard(app.db, uuid, request.body, new Date());
      await mailIfConfirmed(uuid, state);
      return state;
    },
  });

  app.route({
    ...r.mobileAnswer,
    url: r.mobileAnswer.path,
    handler: async (request) => {
      const uuid = request.params.transactionUuid;
      const state = await answerMobile(app.db, uuid, request.body.answer, new Date());
      await mailIfConfirmed(uuid, state);
      return state;
    },
  });
};

export default payment;
