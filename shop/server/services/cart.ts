import { asc, eq } from 'drizzle-orm';
import type { Cart, OrderLine } from '../../contract/cart';
import type { Db } from '../db/client';
import { carts, orderLines, subjects } from '../db/schema';
import { templateLineFields } from './template-lines-data';

const lineType = (n: number): OrderLine['type'] =>
  n === 1 || n === 2 || n === 3 || n === 4 ? n : 0;

/** The user's cart as stored; totals are summed here, never taken from a browser. */
export async function readCart(
  db: Db,
  userUuid: string | null,
  shopCurrency: string,
): Promise<Cart> {
  const [cart] = userUuid ? await db.select().from(carts).where(eq(carts.userUuid, userUuid)) : [];
  const currency = cart?.currency ?? shopCurrency;
  const money = (amount: number) => ({ amount, currency });
  if (!cart) {
    return { orderLines: [], summary: { lines: [], totalPrice: money(0) }, rebateCode: null };
  }
  const rows = await db
    .select({ line: orderLines, subjectName: subjects.name })
    .from(orderLines)
    .leftJoin(subjects, eq(subjects.uuid, orderLines.subjectUuid))
    .where(eq(orderLines.cartUuid, cart.uuid))
    .orderBy(asc(orderLines.position), asc(orderLines.createdAt));
  const lines: OrderLine[] = rows.map(({ line, subjectName }) => ({
    uuid: line.uuid,
    type: lineType(line.type),
    product:
      line.productUuid && line.productName
        ? { uuid: line.productUuid, name: line.productName, type: line.productType ?? 0 }
        : null,
    quantity: line.quantity,
    description: line.description,
    linePrice: money(line.linePrice),
    actualLinePrice: money(line.actualLinePrice),
    maximumQuantity: line.maximumQuantity,
    canChangeQuantity: line.type === 0 && line.pictureUuid === null && line.subjectUuid === null,
    subProductUuids: [],
    subjects:
      line.subjectUuid && subjectName ? [{ uuid: line.subjectUuid, name: subjectName }] : [],
    ...templateLineFields(line.data),
  }));
  const total = lines.reduce((sum, l) => sum + l.actualLinePrice.amount, 0);
  const summaryLines = lines
    .filter((l) => l.type !== 0)
    .map((l) => ({ description: l.description, linePrice: l.actualLinePrice, type: l.type }));
  return {
    orderLines: lines,
    summary: {
      // An empty cart has no summary lines, only its zero total.
      lines:
        lines.length === 0
          ? []
          : [...summaryLines, { description: 'Total', linePrice: money(total), type: 4 as const }],
      totalPrice: money(total),
    },
    rebateCode: cart.rebateCode,
  };
}
