import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../plugins/auth';
import type { CheckoutContext } from '../../services/checkout/pricing';
import { parseCurrency } from '../../services/pricing/money';
import { currentShop } from '../../services/content/shop';

/** The signed-in user's checkout context: shop, language and currency, the time now. */
export async function checkoutContext(
  request: FastifyRequest,
  userUuid = signedInUser(request).uuid,
): Promise<CheckoutContext> {
  const shop = await currentShop(request.server.db);
  return {
    db: request.server.db,
    userUuid,
    shop,
    lang: request.session.lang ?? request.session.user?.lang ?? 'en',
    currency: parseCurrency(shop.currency),
    now: new Date(),
  };
}
