import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Catalogue as CatalogueSchema } from '../../../contract/checkout';
import type { Db } from '../../db/client';
import { heldSubjects } from '../pictures/holds';
import { catalogues, digitalSetOffers, orderLines, orders } from '../../db/schema';
import type { LoadedCart } from '../checkout/cart';
import { isCatalogueLine } from '../checkout/cart';
import type { Currency } from '../pricing/money';
import { money } from '../pricing/money';
import type { CatalogueOffer, DigitalSetOffer } from '../pricing/upsell';
import type { Lang } from '../../lib/i18n/format';
import { localise } from '../../lib/i18n/localised';

type CatalogueRow = typeof catalogues.$inferSelect;
type Catalogue = z.infer<typeof CatalogueSchema>;

/**
 * Catalogues of the user's subjects (named in `lang`), with the quantity already in the cart;
 * `view` and `offers` leave out a catalogue a package in the cart already includes (`rows` keeps
 * them all).
 */
export async function userCatalogues(
  db: Db,
  userUuid: string,
  loaded: LoadedCart,
  currency: Currency,
  lang: Lang = 'en',
): Promise<{ rows: CatalogueRow[]; view: Catalogue[]; offers: CatalogueOffer[] }> {
  const held = await heldSubjects(db, userUuid);
  const stored = held.length
    ? await db
        .select()
        .from(catalogues)
        .where(
          inArray(
            catalogues.subjectUuid,
            held.map((s) => s.uuid),
          ),
        )
    : [];
  const rows = stored.map((row) => localise(row, row.translations, lang));
  const inCart = (uuid: string) =>
    loaded.rows
      .filter(
        (r) => isCatalogueLine(r) && (r.data as { catalogueUuid?: string }).catalogueUuid === uuid,
      )
      .reduce((sum, r) => sum + r.quantity, 0);
  // A package in the cart that includes its subject's catalogue: that catalogue is not offered.
  const inPackage = (subjectUuid: string) =>
    loaded.rows.some((r) => {
      const data = r.data as {
        kind?: string;
        subjectUuid?: string;
        packageItems?: { type?: string }[];
      } | null;
      return (
        data?.kind === 'package' &&
        data.subjectUuid === subjectUuid &&
        (data.packageItems ?? []).some((item) => item.type === 'CATALOGUE')
      );
    });
  const offered = rows.filter((row) => !inPackage(row.subjectUuid));
  const view = offered.map((row): Catalogue => {
    const subject = held.find((s) => s.uuid === row.subjectUuid);
    return {
      uuid: row.uuid,
      name: row.name,
      description: row.description,
      price: money(row.price, currency),
      subject: {
        uuid: row.subjectUuid,
        group: subject?.isGroup ?? false,
        name: subject?.name ?? '',
      },
      deliveryTime: { days: row.deliveryDays },
      quantity: inCart(row.uuid),
      maxQuantity: row.maxQuantity,
    };
  });
  const offers = offered.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    price: money(row.price, currency),
    subjectUuid: row.subjectUuid,
    inCart: inCart(row.uuid) > 0,
  }));
  return { rows, view, offers };
}

/** Digital set offers of the user's subjects (named in `lang`): bought or in the cart. */
export async function digitalSetOffersFor(
  db: Db,
  userUuid: string,
  loaded: LoadedCart,
  currency: Currency,
  lang: Lang = 'en',
): Promise<DigitalSetOffer[]> {
  const held = await heldSubjects(db, userUuid);
  if (held.length === 0) return [];
  const rows = await db
    .select()
    .from(digitalSetOffers)
    .where(
      inArray(
        digitalSetOffers.subjectUuid,
        held.map((s) => s.uuid),
      ),
    );
  const bought = await db
    .select({ product: orderLines.productUuid })
    .from(orderLines)
    .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
    .where(and(eq(orders.userUuid, userUuid), isNotNull(orders.confirmTime)));
  return rows.map((row) => ({
    subjectUuid: row.subjectUuid,
    subjectName: held.find((s) => s.uuid === row.subjectUuid)?.name ?? '',
    productUuid: row.productUuid,
    productName: localise(row, row.translations, lang).name,
    price: money(row.price, currency),
    rebatedPrice: row.rebatedPrice === null ? null : money(row.rebatedPrice, currency),
    bought: bought.some((b) => b.product === row.productUuid),
    inCart: loaded.rows.some((r) => r.productUuid === row.productUuid),
  }));
}
