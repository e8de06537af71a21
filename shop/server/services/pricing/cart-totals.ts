import type {
  CartLineInput,
  CartTotals,
  CartTotalsInput,
  Charge,
  PricedCartLine,
  PricedLineInput,
  SummaryLine,
} from './cart-types';
import { OrderLineType, SummaryLabels } from './cart-types';
import { priceLine } from './line-price';
import type { Money } from './money';
import { add, min, negate, nonNegative, subtract, sum, times, zero } from './money';
import { tierKind } from './price-tiers';
import { PricingError } from './product';
import { rebateAmount } from './rebates';
import { voucherDiscount } from './vouchers';

function priceLines(input: CartTotalsInput): PricedCartLine[] {
  const cartProducts = new Set(input.lines.map(productUuidOf));
  const facts = {
    ...input.facts,
    cartProductUuids: new Set([...input.facts.cartProductUuids, ...cartProducts]),
  };
  // Ordinal tiers: earlier lines of the same product push later ones up the tiers.
  const counted = new Map(input.boughtCounts);
  return input.lines.map((line): PricedCartLine => {
    if (line.kind === 'priced') return pricedLine(line);
    const uuid = line.product.uuid;
    const alreadyCounted = counted.get(uuid) ?? 0;
    if (tierKind(line.product) === 'ordinal') counted.set(uuid, alreadyCounted + line.quantity);
    const price = priceLine(
      line.product,
      { quantity: line.quantity, subProductUuids: line.subProductUuids, alreadyCounted },
      facts,
      input.currency,
    );
    return {
      uuid: line.uuid,
      type: OrderLineType.product,
      productUuid: uuid,
      description: line.description,
      quantity: line.quantity,
      linePrice: price.linePrice,
      actualLinePrice: price.actualLinePrice,
      rebate: price.rebate === null ? null : { linePrice: price.rebate },
      unitPrice: price.unitPrice,
    };
  });
}

function pricedLine(line: PricedLineInput): PricedCartLine {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new PricingError(`The line '${line.description}' needs a quantity of at least 1`);
  }
  if (line.unitPrice.amount < 0 || line.unitPrice.amount > line.originalUnitPrice.amount) {
    throw new PricingError(`The line '${line.description}' has an impossible price`);
  }
  const linePrice = times(line.originalUnitPrice, line.quantity);
  const actualLinePrice = times(line.unitPrice, line.quantity);
  const saving = subtract(linePrice, actualLinePrice);
  return {
    uuid: line.uuid,
    type: OrderLineType.product,
    productUuid: line.productUuid,
    description: line.description,
    quantity: line.quantity,
    linePrice,
    actualLinePrice,
    rebate: saving.amount > 0 ? { linePrice: saving } : null,
    unitPrice: line.unitPrice,
  };
}

function productUuidOf(line: CartLineInput): string {
  return line.kind === 'product' ? line.product.uuid : line.productUuid;
}

function assertCharge(charge: Charge): Charge {
  if (charge.price.amount < 0) {
    throw new PricingError(`The charge '${charge.description}' cannot be negative`);
  }
  return charge;
}

/**
 * Totals of a cart, in this order: product lines (tiers, campaigns, sub-products) make the
 * subtotal; rebates (type 2) then the voucher (type 1) come off it, each capped so goods
 * never go below zero; delivery is free with a free-delivery voucher or when the goods
 * reach the threshold (a negative threshold: never); fees (type 3) are added; type 4 is the total.
 */
export function computeCartTotals(input: CartTotalsInput): CartTotals {
  const currency = input.currency;
  const lines = priceLines(input);
  const subtotal = sum(
    lines.map((line) => line.actualLinePrice),
    currency,
  );
  const summary: SummaryLine[] = [
    { description: SummaryLabels.subtotal, linePrice: subtotal, type: OrderLineType.product },
  ];

  let goods = subtotal;
  let discountTotal = zero(currency);
  for (const rebate of input.rebates) {
    const amount = min(rebateAmount(rebate, lines, currency), nonNegative(goods));
    if (amount.amount === 0) continue;
    goods = subtract(goods, amount);
    discountTotal = add(discountTotal, amount);
    summary.push({
      description: rebate.description,
      linePrice: negate(amount),
      type: OrderLineType.discount,
    });
  }

  let voucherAmount = zero(currency);
  if (input.voucher !== null) {
    voucherAmount = voucherDiscount(input.voucher, goods);
    goods = subtract(goods, voucherAmount);
    summary.push({
      description: SummaryLabels.voucher.replace('%s', input.voucher.code),
      linePrice: negate(voucherAmount),
      type: OrderLineType.voucher,
    });
  }

  const freeDelivery =
    input.voucher?.benefit.kind === 'freeDelivery' ||
    (input.freeDeliveryThreshold.amount >= 0 && goods.amount >= input.freeDeliveryThreshold.amount);
  let deliveryPrice: Money | null = null;
  if (input.delivery !== null) {
    const delivery = assertCharge(input.delivery);
    deliveryPrice = freeDelivery ? zero(currency) : delivery.price;
    summary.push({
      description: delivery.description,
      linePrice: deliveryPrice,
      type: OrderLineType.fee,
    });
  }
  const fees = input.fees.map(assertCharge);
  for (const fee of fees) {
    summary.push({ description: fee.description, linePrice: fee.price, type: OrderLineType.fee });
  }

  const totalPrice = nonNegative(
    sum([goods, deliveryPrice ?? zero(currency), ...fees.map((fee) => fee.price)], currency),
  );
  summary.push({
    description: SummaryLabels.total,
    linePrice: totalPrice,
    type: OrderLineType.total,
  });
  return {
    lines,
    summary,
    subtotal,
    goodsTotal: goods,
    discountTotal,
    voucherDiscount: voucherAmount,
    deliveryPrice,
    freeDelivery,
    totalPrice,
  };
}
