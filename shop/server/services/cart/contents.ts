import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, type LineRow, orderLines } from '../../db/schema';
import { cartHash, type JsonValue } from '../payment/idempotency';

/**
 * A fingerprint of what a cart holds: its product lines (what, how many, at which stored
 * price, with which options) and its voucher code. Equal carts give equal fingerprints
 * whatever the order of their lines; any added, removed or changed line or voucher gives
 * another. A payment pays only the cart whose fingerprint its transaction was made with.
 */
export function cartContentsHash(rows: readonly LineRow[], rebateCode: string | null): string {
  const lines = rows
    .filter((row) => row.type === 0)
    .map((row) => ({
      uuid: row.uuid,
      productUuid: row.productUuid,
      quantity: row.quantity,
      description: row.description,
      linePrice: row.linePrice,
      actualLinePrice: row.actualLinePrice,
      pictureUuid: row.pictureUuid,
      subjectUuid: row.subjectUuid,
      data: JSON.parse(JSON.stringify(row.data ?? null)) as JsonValue,
    }))
    .sort((a, b) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0));
  return cartHash({ lines, voucher: rebateCode });
}

/** The user's cart as it is now, fingerprinted as cartContentsHash does. */
export async function currentCartContentsHash(db: Db, userUuid: string): Promise<string> {
  const [cart] = await db.select().from(carts).where(eq(carts.userUuid, userUuid));
  const rows = cart
    ? await db.select().from(orderLines).where(eq(orderLines.cartUuid, cart.uuid))
    : [];
  return cartContentsHash(rows, cart?.rebateCode ?? null);
}
