import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes } from '../../../contract/checkout';
import {
  choosePaymentOptions,
  createCheckout,
  ownCheckout,
  refuseTestGateway,
  setPaymentOption,
  applyCartVoucher,
  checkPaymentData,
} from '../../services/checkout/checkout';
import {
  buyCatalogues,
  buyDigitalSets,
  cartCatalogueDelivery,
} from '../../services/checkout/offers';
import { priceUserCart } from '../../services/checkout/pricing';
import { createTransaction } from '../../services/checkout/transaction';
import { confirmTransaction } from '../../services/orders/confirm';
import { deliveryMethodsView } from '../../services/checkout/delivery-data';
import { checkoutContext } from './context';
import { startHostedPayment } from '../../services/checkout/hosted-payment';
import { paymentGateways, realProviderKinds } from '../../services/payment/providers/registry';

/**
 * docs/rules/purchase.md §7 checkout calls at their exact paths; the signed-in user's own checkout
 * only.
 */
const checkout: FastifyPluginAsyncZod = async (app) => {
  const realKinds = realProviderKinds(paymentGateways(app.config));
  const r = checkoutRoutes;

  app.route({
    ...r.create,
    url: r.create.path,
    handler: async (request) => createCheckout(await checkoutContext(request)),
  });

  app.route({
    ...r.paymentOptions,
    url: r.paymentOptions.path,
    // Choosing the delivery is stored on the checkout.
    config: { changesState: true },
    handler: async (request) => {
      const { checkoutUuid, deliveryUuid } = request.params;
      const pickup = request.query.pickupLocationUuid ?? null;
      return choosePaymentOptions(
        await checkoutContext(request),
        checkoutUuid,
        deliveryUuid,
        pickup,
      );
    },
  });

  app.route({
    ...r.setPaymentOption,
    url: r.setPaymentOption.path,
    config: { changesState: true },
    handler: async (request) => {
      const { checkoutUuid, deliveryUuid, paymentUuid } = request.params;
      const ctx = await checkoutContext(request);
      await refuseTestGateway(ctx, app.config.testPayments, paymentUuid, realKinds);
      return {
        cart: await setPaymentOption(
          ctx,
          checkoutUuid,
          deliveryUuid,
          paymentUuid,
          request.query.pickupLocationUuid ?? null,
        ),
      };
    },
  });

  app.route({
    ...r.checkPaymentData,
    url: r.checkPaymentData.path,
    handler: async (request) =>
      checkPaymentData(
        await checkoutContext(request),
        request.params.checkoutUuid,
        request.body.paymentOptionUuid,
        request.body.paymentOptionData,
      ),
  });

  app.route({
    ...r.verifyRebateCode,
    url: r.verifyRebateCode.path,
    handler: async (request) => {
      const ctx = await checkoutContext(request);
      await ownCheckout(ctx, request.params.checkoutUuid);
      const { code, deliveryOptionUuid } = request.body;
      return { cart: await applyCartVoucher(ctx, code, deliveryOptionUuid) };
    },
  });

  app.route({
    ...r.digitalSets,
    url: r.digitalSets.path,
    handler: async (request) => {
      const ctx = await checkoutContext(request);
      const row = await ownCheckout(ctx, request.params.checkoutUuid);
      const subjects = request.body.data.subjects.map((s) => s.uuid);
      await buyDigitalSets(ctx, await priceUserCart(ctx), subjects);
      return { cart: (await priceUserCart(ctx, row.deliveryOptionUuid)).cart };
    },
  });

  app.route({
    ...r.catalogues,
    url: r.catalogues.path,
    handler: async (request) => {
      const ctx = await checkoutContext(request);
      const row = await ownCheckout(ctx, request.params.checkoutUuid);
      await buyCatalogues(ctx, await priceUserCart(ctx), request.body.catalogues);
      const priced = await priceUserCart(ctx, row.deliveryOptionUuid);
      return {
        cart: priced.cart,
        catalogueMaxDeliveryTime: await cartCatalogueDelivery(ctx, priced),
        deliveryMethods: deliveryMethodsView(priced.available, ctx.currency),
      };
    },
  });

  app.route({
    ...r.transaction,
    url: r.transaction.path,
    handler: async (request) => {
      const ctx = await checkoutContext(request);
      await refuseTestGateway(
        ctx,
        app.config.testPayments,
        request.body.paymentOptionUuid,
        realKinds,
      );
      const created = await createTransaction(ctx, request.params.checkoutUuid, request.body);
      // Card and mobile with a configured provider: its payment is made from the order's total.
      await startHostedPayment(
        { db: ctx.db, publicUrl: app.config.publicUrl, now: ctx.now },
        paymentGateways(app.config),
        created.transactionUuid,
      );
      // Invoice is approved at once: the order is confirmed now, exactly once, with its mail queued.
      if (
        created.approved &&
        (await confirmTransaction(
          ctx.db,
          created.transactionUuid,
          { kind: 'invoice' },
          ctx.now,
          app.config.publicUrl,
        ))
      ) {
        void app.fulfilment?.kick(); // the lab job renders in the background
        await app.mailer.deliverQueued();
      }
      return { transaction: { uuid: created.transactionUuid }, order: { uuid: created.orderUuid } };
    },
  });
};

export default checkout;
