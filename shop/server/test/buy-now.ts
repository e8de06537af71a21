import { expect } from 'vitest';

/** What a test posts Buy now through: a Browser, or anything with its get. */
interface Getter {
  get(url: string): Promise<{ statusCode: number; json(): unknown }>;
}

/** The delivery and payment a Buy now body chooses. */
interface BuyNowChoice {
  deliveryOptionUuid: string;
  paymentOptionUuid: string;
  /** Its pickupLocationUuid, where there is one, prices the delivery. */
  deliveryOptionData?: object;
}

/** The total the checkout shows for this delivery and payment (the Buy now button's total). */
export async function shownTotal(
  b: Getter,
  checkoutUuid: string,
  choice: BuyNowChoice,
): Promise<number> {
  const pickup = (choice.deliveryOptionData as { pickupLocationUuid?: unknown } | undefined)
    ?.pickupLocationUuid;
  const query =
    typeof pickup === 'string' ? `?pickupLocationUuid=${encodeURIComponent(pickup)}` : '';
  const res = await b.get(
    `/api/webshop/checkout/${checkoutUuid}/delivery-options/${choice.deliveryOptionUuid}/payment-options/${choice.paymentOptionUuid}${query}`,
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as { cart: { summary: { totalPrice: { amount: number } } } }).cart.summary
    .totalPrice.amount;
}

/** A Buy now body with the total the checkout shows, as the web client sends it. */
export async function withShownTotal<T extends BuyNowChoice>(
  b: Getter,
  checkoutUuid: string,
  body: T,
): Promise<T & { total: number }> {
  return { ...body, total: await shownTotal(b, checkoutUuid, body) };
}
