import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes } from '../../../contract/checkout';
import { Messages } from '../../../contract/errors';
import { HttpError } from '../../plugins/errors';
import {
  answerMobile,
  ownTransaction,
  payWithCard,
  transactionState,
  type TransactionState,
} from '../../services/checkout/payment';

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

  app.route({
    ...r.transactionStatus,
    url: r.transactionStatus.path,
    preHandler: buyerOnly,
    handler: async (request) =>
      transactionState(app.db, request.params.transactionUuid, new Date()),
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
      const uuid = request.params.transactionUuid;
      const state = await answerMobile(
        app.db,
        uuid,
        request.body.answer,
        new Date(),
        app.config.publicUrl,
      );
      await mailIfConfirmed(state);
      return state;
    },
  });
};

export default payment;
