import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  carts,
  digitalProducts,
  digitalSetOffers,
  orderLines,
  orders,
  pictures,
} from '../../db/schema';
import { type DigitalRebateSettings, NO_DIGITAL_REBATE } from '../pricing/digital-rebate';
import { type Currency, money } from '../pricing/money';
import type { PricedProduct } from '../pricing/product';
import type { Lang } from '../catalogue/products';

export type PictureType = 'IP' | 'MGP' | 'GP';
export type DigitalProductRow = typeof digitalProducts.$inferSelect;

export async function digitalProductRows(db: Db): Promise<DigitalProductRow[]> {
  return db.select().from(digitalProducts);
}

export function pricedDigital(row: DigitalProductRow, lang: Lang): PricedProduct {
  return {
    uuid: row.uuid,
    name: row.name[lang],
    minorderpartquantity: 1,
    productprices: row.productprices,
    subproducts: [],
    campaignrequirement: row.campaignrequirement,
  };
}

/** Digital files of each picture type the user has bought (confirmed orders) and has in the cart. */
export async function digitalFileCounts(
  db: Db,
  userUuid: string,
): Promise<{ bought: Map<PictureType, number>; inCart: Map<PictureType, number> }> {
  const bought = await db
    .select({ type: pictures.pictureType })
    .from(orderLines)
    .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
    .innerJoin(pictures, eq(pictures.uuid, orderLines.pictureUuid))
    .where(and(eq(orders.userUuid, userUuid), isNotNull(orders.confirmTime)));
  const inCart = await db
    .select({ type: pictures.pictureType })
    .from(orderLines)
    .innerJoin(carts, eq(carts.uuid, orderLines.cartUuid))
    .innerJoin(pictures, eq(pictures.uuid, orderLines.pictureUuid))
    .where(eq(carts.userUuid, userUuid));
  const count = (rows: { type: PictureType }[]) => {
    const map = new Map<PictureType, number>();
    for (const r of rows) map.set(r.type, (map.get(r.type) ?? 0) + 1);
    return map;
  };
  return { bought: count(bought), inCart: count(inCart) };
}

/** The digital rebate settings of each subject (none for a subject without settings). */
export async function digitalRebates(
  db: Db,
  subjectUuids: readonly string[],
  currency: Currency,
): Promise<(subjectUuid: string | null) => DigitalRebateSettings> {
  const rows =
    subjectUuids.length === 0
      ? []
      : await db
          .select()
          .from(digitalSetOffers)
          .where(inArray(digitalSetOffers.subjectUuid, [...new Set(subjectUuids)]));
  const bySubject = new Map(
    rows.map((row) => [
      row.subjectUuid,
      {
        rebatedDigitalFilePrice:
          row.rebatedFilePrice === null ? null : money(row.rebatedFilePrice, currency),
        rebatedDigitalSetPrice:
          row.rebatedPrice === null ? null : money(row.rebatedPrice, currency),
      },
    ]),
  );
  return (subjectUuid) => (subjectUuid && bySubject.get(subjectUuid)) || NO_DIGITAL_REBATE;
}
