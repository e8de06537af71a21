import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, digitalSetOffers, orderLines, pictures } from '../../db/schema';
import { NotFound, Refused } from '../../lib/domain-errors';
import {
  digitalFileCounts,
  digitalProductRows,
  digitalRebates,
  type PictureType,
  pricedDigital,
} from './data';
import { setIsOffered } from './digital-portraits';
import { listPictureSets } from '../codes/picture-sets';
import { heldPicture } from '../pictures/held';
import { rebatedDigitalPrice } from '../pricing/digital-rebate';
import { type Currency, money } from '../pricing/money';
import { ordinalTierPrice } from '../pricing/price-tiers';
import { customerFacts, type Lang } from '../catalogue/products';
import { localise } from '../../lib/i18n/localised';

export const DigitalMessages = {
  alreadyBought: 'This picture is already bought.',
  setNotOffered: 'The digital set is not available.',
} as const;

async function cartOf(db: Db, userUuid: string, currency: Currency): Promise<string> {
  await db
    .insert(carts)
    .values({ uuid: crypto.randomUUID(), userUuid, currency })
    .onConflictDoNothing();
  const [cart] = await db.select().from(carts).where(eq(carts.userUuid, userUuid));
  if (!cart) throw new Error('The cart could not be created');
  return cart.uuid;
}

async function nextPosition(db: Db, cartUuid: string): Promise<number> {
  const [last] = await db
    .select({ max: sql<number | null>`max(${orderLines.position})` })
    .from(orderLines)
    .where(eq(orderLines.cartUuid, cartUuid));
  return (last?.max ?? -1) + 1;
}

/** The held set a subject's picture belongs to, as the user sees it (bought, in cart). */
async function heldSetOfPicture(db: Db, userUuid: string, pictureUuid: string) {
  const held = await heldPicture(db, userUuid, pictureUuid);
  if (!held) return null;
  const [set] = await listPictureSets(db, userUuid, held.subjectUuid);
  return set ?? null;
}

/**
 * Prices the cart's digital files of one type again in cart order: the n-th costs the tier of
 * already bought + n (docs/rules/personalisation.md §5), so removing one moves the others down a
 * tier; a file whose subject has a rebatedDigitalFilePrice below that tier costs the rebated price.
 */
async function repriceFiles(
  db: Db,
  userUuid: string,
  cartUuid: string,
  type: PictureType,
  lang: Lang,
  currency: Currency,
): Promise<void> {
  const row = (await digitalProductRows(db)).find((p) => p.pictureType === type);
  if (!row) return;
  const lines = await db
    .select({ uuid: orderLines.uuid, subjectUuid: orderLines.subjectUuid })
    .from(orderLines)
    .innerJoin(pictures, eq(pictures.uuid, orderLines.pictureUuid))
    .where(and(eq(orderLines.cartUuid, cartUuid), eq(pictures.pictureType, type)))
    .orderBy(asc(orderLines.position), asc(orderLines.createdAt));
  const bought = (await digitalFileCounts(db, userUuid)).bought.get(type) ?? 0;
  const facts = await customerFacts(db, userUuid);
  const product = pricedDigital(row, lang);
  const rebateOf = await digitalRebates(
    db,
    lines.flatMap((l) => (l.subjectUuid ? [l.subjectUuid] : [])),
    currency,
  );
  for (const [i, line] of lines.entries()) {
    const tier = ordinalTierPrice(product, bought + i + 1, facts, currency);
    const unit = rebatedDigitalPrice(tier.unit, rebateOf(line.subjectUuid).rebatedDigitalFilePrice);
    await db
      .update(orderLines)
      .set({ linePrice: tier.original.amount, actualLinePrice: unit.amount })
      .where(eq(orderLines.uuid, line.uuid));
  }
}

/** POST toggle_digital_file_in_cart.php: adds the picture's digital file or removes it. */
export async function toggleDigitalFile(
  db: Db,
  userUuid: string,
  pictureUuid: string,
  lang: Lang,
  currency: Currency,
): Promise<{ inCart: boolean }> {
  const set = await heldSetOfPicture(db, userUuid, pictureUuid);
  const picture = set?.pictures.find((p) => p.uuid === pictureUuid);
  if (!set || !picture) throw new NotFound();
  if (picture.bought) throw new Refused('already-bought', DigitalMessages.alreadyBought);
  const product = (await digitalProductRows(db)).find((p) => p.pictureType === picture.pictureType);
  if (!product) throw new NotFound();
  const cartUuid = await cartOf(db, userUuid, currency);
  const [existing] = await db
    .select({ uuid: orderLines.uuid })
    .from(orderLines)
    .where(and(eq(orderLines.cartUuid, cartUuid), eq(orderLines.pictureUuid, pictureUuid)));
  if (existing) {
    await db.delete(orderLines).where(eq(orderLines.uuid, existing.uuid));
  } else {
    await db.insert(orderLines).values({
      uuid: crypto.randomUUID(),
      cartUuid,
      type: 0,
      productUuid: product.uuid,
      productName: product.name[lang],
      productType: 0,
      quantity: 1,
      description: `${product.name[lang]}, ${set.subject.name}`,
      linePrice: 0,
      actualLinePrice: 0,
      maximumQuantity: 1,
      pictureUuid,
      subjectUuid: set.subject.uuid,
      data: { kind: 'digital-file' },
      position: await nextPosition(db, cartUuid),
    });
  }
  await repriceFiles(db, userUuid, cartUuid, picture.pictureType, lang, currency);
  return { inCart: !existing };
}

/**
 * POST toggle_digital_set_in_cart.php: adds the subject's digital set (named in the parent's
 * language, as the digital files are) or removes it.
 */
export async function toggleDigitalSet(
  db: Db,
  userUuid: string,
  subjectUuid: string,
  lang: Lang,
  currency: Currency,
): Promise<{ inCart: boolean }> {
  const [set] = await listPictureSets(db, userUuid, subjectUuid);
  const [offer] = set
    ? await db.select().from(digitalSetOffers).where(eq(digitalSetOffers.subjectUuid, subjectUuid))
    : [];
  if (!set || !offer) throw new NotFound();
  const cartUuid = await cartOf(db, userUuid, currency);
  const existing = await db
    .select({ uuid: orderLines.uuid })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.cartUuid, cartUuid),
        eq(orderLines.subjectUuid, subjectUuid),
        isNull(orderLines.pictureUuid),
        sql`${orderLines.data}->>'kind' = 'digital-set'`,
      ),
    );
  if (existing.length > 0) {
    await db.delete(orderLines).where(
      inArray(
        orderLines.uuid,
        existing.map((e) => e.uuid),
      ),
    );
    return { inCart: false };
  }
  if (!setIsOffered(set)) throw new Refused('not-offered', DigitalMessages.setNotOffered);
  const { name } = localise(offer, offer.translations, lang);
  await db.insert(orderLines).values({
    uuid: crypto.randomUUID(),
    cartUuid,
    type: 0,
    productUuid: offer.productUuid,
    productName: name,
    productType: 0,
    quantity: 1,
    description: `${name}, ${set.subject.name}`,
    linePrice: offer.price,
    actualLinePrice: rebatedDigitalPrice(
      money(offer.price, currency),
      offer.rebatedPrice === null ? null : money(offer.rebatedPrice, currency),
    ).amount,
    maximumQuantity: 1,
    subjectUuid,
    data: { kind: 'digital-set' },
    position: await nextPosition(db, cartUuid),
  });
  return { inCart: true };
}
