import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderDelivery, OrderDetails, OrderListItem } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { invoices, orderDetails, orderLines, orders, orderStatuses } from '../../db/schema';
import { orderAddresses } from '../../../contract/addresses/orders';
import { NotFound } from '../../lib/domain-errors';
import { isDigitalLine } from '../checkout/cart';
import { lineLookups, lineType, orderLineView } from './line-view';
import { orderDownloads, packageSetSubject } from '../fulfilment/deliveries';
import type { Lang } from '../../lib/i18n/format';
import type { DeliveryTexts } from '../checkout/delivery-data';

export const OrderMessages = { notFound: 'The order was not found.' } as const;

/** The user's confirmed orders, newest first. */
export async function listOrders(
  db: Db,
  userUuid: string,
): Promise<z.infer<typeof OrderListItem>[]> {
  const rows = await db
    .select({ order: orders, total: orderDetails.total, status: orderStatuses })
    .from(orders)
    .innerJoin(orderDetails, eq(orderDetails.orderUuid, orders.uuid))
    .leftJoin(orderStatuses, eq(orderStatuses.orderUuid, orders.uuid))
    .where(and(eq(orders.userUuid, userUuid), isNotNull(orders.confirmTime)))
    .orderBy(desc(orders.confirmTime));
  return rows.map(({ order, total, status }) => ({
    uuid: order.uuid,
    confirmTime: (order.confirmTime ?? order.createdAt).toISOString(),
    totalPrice: { amount: total, currency: order.currency },
    ...(status ? { status: status.status, trackingReference: status.trackingReference } : {}),
  }));
}

/** Adds business days (Monday to Friday) to a date. */
function afterBusinessDays(from: Date, days: number): string {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

type StoredDelivery = {
  type: z.infer<typeof OrderDelivery>['type'];
  name: string;
  deliverytime: number;
  pickupLocation: z.infer<typeof OrderDelivery>['pickupLocation'];
  address: z.infer<typeof OrderDelivery>['address'];
  contactInfo: z.infer<typeof OrderDelivery>['contactInfo'];
  /** The delivery's names in each language (orders before these were kept have none). */
  texts?: Partial<Record<Lang, DeliveryTexts>>;
};

function deliveryView(
  stored: Record<string, unknown>,
  confirmed: Date,
  lang: Lang | undefined,
): z.infer<typeof OrderDelivery> {
  const d = stored as StoredDelivery;
  // Read in another language than it was bought in, the receipt names the delivery in that one.
  const texts = lang ? d.texts?.[lang] : undefined;
  return {
    type: d.type,
    name: d.type === 'school-pickup' ? d.name : (texts?.name ?? d.name),
    deliverytime: d.deliverytime,
    afterDate: d.deliverytime > 0 ? afterBusinessDays(confirmed, d.deliverytime) : null,
    address: d.address
      ? { ...d.address, address2: d.address.address2 ?? '', state: d.address.state ?? '' }
      : null,
    pickupLocation: d.pickupLocation
      ? {
          pickupname: texts?.pickupname ?? d.pickupLocation.pickupname,
          pickupaddress1: d.pickupLocation.pickupaddress1,
          pickuppostalcode: d.pickupLocation.pickuppostalcode,
          pickupcity: d.pickupLocation.pickupcity,
          deliveryTime: {
            seconds: d.pickupLocation.deliveryTime.seconds,
            string: texts?.deliveryTime ?? d.pickupLocation.deliveryTime.string,
          },
        }
      : null,
    schoolName: d.type === 'school-pickup' ? d.name : null,
    contactInfo: d.contactInfo,
  };
}

/**
 * A summary line as a reader of `lang` reads it: the delivery's line (named as the option was
 * when bought) in their language; the other lines ('Subtotal', fees) are translated on the way
 * out like every message.
 */
function summaryDescription(
  description: string,
  stored: Record<string, unknown>,
  lang: Lang | undefined,
): string {
  const d = stored as StoredDelivery;
  const named = lang && d.type !== 'school-pickup' ? d.texts?.[lang]?.name : undefined;
  return named && description === d.name ? named : description;
}

/**
 * One confirmed order of the user; any other order (or another user's) is a 404. With a
 * language, the names a parent reads (delivery, pickup place, catalogues) are in that language;
 * without, as they were bought.
 */
export async function orderDetailsFor(
  db: Db,
  userUuid: string,
  orderUuid: string,
  lang?: Lang,
): Promise<OrderDetails> {
  const [row] = await db
    .select({ order: orders, details: orderDetails })
    .from(orders)
    .innerJoin(orderDetails, eq(orderDetails.orderUuid, orders.uuid))
    .where(
      and(eq(orders.uuid, orderUuid), eq(orders.userUuid, userUuid), isNotNull(orders.confirmTime)),
    );
  if (!row || !row.order.confirmTime) throw new NotFound(OrderMessages.notFound);
  const { order, details } = row;
  const confirmTime = row.order.confirmTime;
  const money = (amount: number) => ({ amount, currency: order.currency });
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderUuid, order.uuid))
    .orderBy(asc(orderLines.position));
  const lookups = await lineLookups(db, lines, lang);
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderUuid, order.uuid));
  const stored = details.receipt;
  const views = lines.map((line) =>
    orderLineView(line, lookups, {
      currency: order.currency,
      canChangeQuantity: false,
      maximumQuantity: null,
    }),
  );
  // A download is named as its line is on this receipt (a digital set in the reader's language).
  const described = new Map(views.map((view) => [view.uuid, view.description]));
  return {
    uuid: order.uuid,
    confirmTime: confirmTime.toISOString(),
    orderLines: views,
    rebateCode: details.rebateCode,
    summary: {
      lines: details.summary.map((l) => ({
        description: summaryDescription(l.description, details.delivery, lang),
        linePrice: money(l.linePrice),
        type: lineType(l.type),
      })),
      totalPrice: money(details.total),
    },
    payment: details.payment,
    delivery: deliveryView(details.delivery, confirmTime, lang),
    containDigitalProducts: details.containDigitalProducts || lines.some(isDigitalLine),
    // Digital lines, and packages that hold the digital set, come with downloads.
    downloads: lines.some((l) => isDigitalLine(l) || packageSetSubject(l.data) !== null)
      ? await orderDownloads(
          db,
          userUuid,
          order.uuid,
          (line) => described.get(line.uuid) ?? line.description,
        )
      : [],
    catalogueMaxDeliveryTime: details.catalogueMaxDeliveryTime ?? null,
    comment: details.comment,
    receipt: stored
      ? {
          seller: stored.seller,
          method: stored.method,
          lineRates: stored.lineRates,
          vat: stored.seller.vatRegistered
            ? stored.vat.map((g) => ({
                rate: g.rate,
                gross: money(g.gross),
                net: money(g.net),
                vat: money(g.vat),
              }))
            : [],
          vatTotal: money(
            stored.seller.vatRegistered ? stored.vat.reduce((s, g) => s + g.vat, 0) : 0,
          ),
          invoice: invoice
            ? {
                number: invoice.number,
                kid: invoice.kid,
                dueDate: invoice.dueDate,
                status: invoice.status,
                amount: money(invoice.amount),
                url: orderAddresses.invoicePdf.path.replace(':orderUuid', order.uuid),
              }
            : null,
        }
      : null,
  };
}
