import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes } from '../../../contract/checkout';
import { Messages } from '../../../contract/errors';
import { HttpError } from '../../plugins/errors';
import {
  answerMobile,
  payWithCard,
  transactionState,
  type TransactionState,
} from '../../services/checkout-payment';

/** The built-in providers' pages read and answer a transaction by its (unguessable) uuid. */
const payment: FastifyPluginAsyncZod = async (app) => {
  const r = checkoutRoutes;

  // These pages are the test gateways' own: where the shop refuses those, nothing is paid here.
  const refuseTestGateway = () => {
    if (!app.config.testPayments) throw new HttpError(400, Messages.testPaymentsOff);
  };

  // The confirmation mail was queued with the order; send it now (retried on failure).
  const mailIfConfirmed = async (state: TransactionState) => {
    if (state.confirmed) await app.mailer.deliverQueued();
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
