import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogueMaxDeliveryTime, UpsellItem } from '../../../contract/checkout';
import { carts, orderLines } from '../../db/schema';
import { Refused } from '../../lib/domain-errors';
import { catalogueMaxDeliveryTime } from '../pricing/delivery/catalogue-delivery';
import { checkCatalogueOrder } from '../pricing/catalogue-quantity';
import { buildUpsaleList, digitalSetLines } from '../pricing/upsell';
import { userCatalogues, digitalSetOffersFor } from '../catalogue/catalogues';
import { DigitalMessages } from '../digital-portraits/cart';
import type { CatalogueLineData } from './cart';
import { isCatalogueLine } from './cart';
import type { CheckoutContext, PricedCart } from './pricing';

/** The catalogues of the user's subjects, as this checkout's cart, currency and language see them. */
const cataloguesFor = (ctx: CheckoutContext, priced: PricedCart) =>
  userCatalogues(ctx.db, ctx.userUuid, priced.loaded, ctx.currency, ctx.lang);

/** The checkout popups in order: the catalogue offer, then digital set special offers. */
export async function upsaleList(
  ctx: CheckoutContext,
  priced: PricedCart,
): Promise<z.infer<typeof UpsellItem>[]> {
  const { view, offers } = await cataloguesFor(ctx, priced);
  const sets = await digitalSetOffersFor(
    ctx.db,
    ctx.userUuid,
    priced.loaded,
    ctx.currency,
    ctx.lang,
  );
  const cartSubjects = new Set(priced.loaded.deliverable.flatMap((l) => l.subjectUuids));
  for (const row of priced.loaded.rows) {
    const template = row.data as { templateData?: { userResources?: { subjectUuid?: unknown }[] } };
    for (const r of template?.templateData?.userResources ?? []) {
      if (typeof r.subjectUuid === 'string') cartSubjects.add(r.subjectUuid);
    }
  }
  // A cart of prints names no subject: offer the sets of every subject the user holds.
  if (cartSubjects.size === 0) for (const s of sets) cartSubjects.add(s.subjectUuid);
  return buildUpsaleList(offers, sets, cartSubjects).map((entry) => {
    if (entry.type === 'CATALOGUE') {
      const listed = view.filter((c) => entry.catalogues.some((o) => o.uuid === c.uuid));
      const price = listed[0]?.price ?? { amount: 0, currency: ctx.currency };
      return {
        type: 'CATALOGUE',
        product: null,
        subject: null,
        catalogues: listed,
        price,
        rebatedPrice: price,
      };
    }
    const { offer } = entry;
    return {
      type: 'DIGITAL_FILES',
      product: { uuid: offer.productUuid, name: offer.productName, type: 'set' },
      subject: { uuid: offer.subjectUuid, name: offer.subjectName },
      catalogues: [],
      price: offer.price,
      rebatedPrice: offer.rebatedPrice ?? offer.price,
    };
  });
}

/** The longest catalogue delivery time of the cart's catalogues (docs/rules/purchase.md §9). */
export async function cartCatalogueDelivery(
  ctx: CheckoutContext,
  priced: PricedCart,
): Promise<z.infer<typeof CatalogueMaxDeliveryTime>> {
  const { rows } = await cataloguesFor(ctx, priced);
  const inCart = priced.loaded.rows.filter(isCatalogueLine).map((r) => {
    const data = r.data as unknown as CatalogueLineData;
    return rows.find((c) => c.uuid === data.catalogueUuid);
  });
  return catalogueMaxDeliveryTime(
    inCart.flatMap((c) =>
      c ? [{ deliveryTimeDays: c.deliveryDays, lastPhotoDay: c.lastPhotoDay }] : [],
    ),
  );
}

async function cartUuidOf(ctx: CheckoutContext): Promise<string> {
  await ctx.db
    .insert(carts)
    .values({ uuid: crypto.randomUUID(), userUuid: ctx.userUuid, currency: ctx.currency })
    .onConflictDoNothing();
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.userUuid, ctx.userUuid));
  if (!cart) throw new Error('The cart could not be created');
  return cart.uuid;
}

async function nextPosition(ctx: CheckoutContext, cartUuid: string): Promise<number> {
  const [last] = await ctx.db
    .select({ max: sql<number | null>`max(${orderLines.position})` })
    .from(orderLines)
    .where(eq(orderLines.cartUuid, cartUuid));
  return (last?.max ?? -1) + 1;
}

/** Adds the chosen digital sets at their special-offer price (POST …/digital-sets). */
export async function buyDigitalSets(
  ctx: CheckoutContext,
  priced: PricedCart,
  subjectUuids: string[],
): Promise<void> {
  const offers = await digitalSetOffersFor(
    ctx.db,
    ctx.userUuid,
    priced.loaded,
    ctx.currency,
    ctx.lang,
  );
  const lines = digitalSetLines(subjectUuids, offers, () => crypto.randomUUID());
  if (lines.length === 0) throw new Refused('not-offered', DigitalMessages.setNotOffered);
  const cartUuid = await cartUuidOf(ctx);
  const start = await nextPosition(ctx, cartUuid);
  await ctx.db.insert(orderLines).values(
    lines.map((line, i) => {
      const offer = offers.find((o) => o.productUuid === line.productUuid);
      return {
        uuid: line.uuid,
        cartUuid,
        type: 0,
        productUuid: line.productUuid,
        productName: offer?.productName ?? line.description,
        productType: 0,
        quantity: 1,
        description: line.description,
        linePrice: line.originalUnitPrice.amount,
        actualLinePrice: line.unitPrice.amount,
        subjectUuid: offer?.subjectUuid ?? null,
        data: { kind: 'digital-set' },
        position: start + i,
      };
    }),
  );
}

/**
 * Adds the chosen catalogues or sets their quantity (docs/rules/purchase.md §5 'Catalogue
 * quantity').
 */
export async function buyCatalogues(
  ctx: CheckoutContext,
  priced: PricedCart,
  requested: { uuid: string; quantity: number }[],
): Promise<void> {
  const { rows } = await cataloguesFor(ctx, priced);
  const check = checkCatalogueOrder(requested, rows);
  if (!check.ok) throw new Refused('quantity-refused', check.error);
  const cartUuid = await cartUuidOf(ctx);
  let position = await nextPosition(ctx, cartUuid);
  for (const item of check.items) {
    const row = rows.find((c) => c.uuid === item.uuid);
    if (!row) continue;
    const existing = priced.loaded.rows.find(
      (r) =>
        isCatalogueLine(r) && (r.data as unknown as CatalogueLineData).catalogueUuid === row.uuid,
    );
    const prices = {
      linePrice: row.price * item.quantity,
      actualLinePrice: row.price * item.quantity,
    };
    if (existing) {
      await ctx.db
        .update(orderLines)
        .set({ quantity: item.quantity, ...prices })
        .where(eq(orderLines.uuid, existing.uuid));
      continue;
    }
    const data: CatalogueLineData = {
      kind: 'catalogue',
      catalogueUuid: row.uuid,
      subjectUuid: row.subjectUuid,
    };
    await ctx.db.insert(orderLines).values({
      uuid: crypto.randomUUID(),
      cartUuid,
      type: 0,
      productUuid: row.uuid,
      productName: row.name,
      productType: 0,
      quantity: item.quantity,
      description: row.name,
      ...prices,
      maximumQuantity: row.maxQuantity ?? 10,
      data: data as unknown as Record<string, unknown>,
      position: position++,
    });
  }
}
