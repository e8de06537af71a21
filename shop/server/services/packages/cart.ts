// A package in the cart: one line of product type 200 holding the checked package items.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { toTemplateData } from '../../../../engine/model/instance/templateData';
import type { TemplateInstance } from '../../../../engine/model/types';
import {
  PackageItem,
  type PackageLineBody,
  PackageMessages,
  type PackageCartLine,
} from '../../../contract/packages';
import { PACKAGE_PRODUCT_TYPE } from '../../../contract/products';
import type { Db } from '../../db/client';
import { carts, orderLines, pictures, pictureSets } from '../../db/schema';
import type { PackageItemRow } from '../../db/schema/packages';
import { NotFound, Refused } from '../../lib/domain-errors';
import {
  catalogueName,
  assertOffered,
  designNames,
  findPackage,
  instanceOf,
  type PackageContext,
  packageSubject,
} from './packages';
import { packageUnitPrice, type PackageRow } from './pricing';
import { findProduct } from '../catalogue/products';
import { checkedInstance, placedImages } from '../templates/lines-check';
import { contractTemplateData } from '../templates/lines-data';
import { findTemplate } from '../templates/templates';
import type { HeldSubject } from '../templates/held-pictures';

type Body = z.output<typeof PackageLineBody>;

/** What a package line keeps in order_lines.data. */
const PackageLineData = z.object({
  kind: z.literal('package'),
  packageUuid: z.string(),
  subjectUuid: z.string(),
  packageItems: z.array(PackageItem),
});
type PackageLineData = z.infer<typeof PackageLineData>;

/** A design the item may take: its own, or another of the product when it may change. */
async function itemTemplate(
  db: Db,
  def: Extract<PackageItemRow, { type: 'TEMPLATE_PRODUCT' }>,
  ref: { uuid: string; version: number },
) {
  if (ref.uuid !== def.templateUuid && !def.canChangeTemplate)
    throw new Refused('design-refused', PackageMessages.templateNotAllowed);
  const stored = await findTemplate(db, ref.uuid, ref.version);
  if (!stored || stored.row.productUuid !== def.productUuid)
    throw new Refused('design-refused', PackageMessages.templateNotAllowed);
  return stored;
}

/**
 * A package that keeps to one child (`allowSubjectChange` off) holds only that child's set
 * pictures, whatever the request says; the parent's own uploads are not set pictures and are free.
 */
async function assertOneChild(
  db: Db,
  row: PackageRow,
  subjectUuid: string,
  instances: readonly TemplateInstance[],
): Promise<void> {
  if (row.allowSubjectChange) return;
  const uuids = new Set(instances.flatMap((i) => placedImages(i).map((p) => p.image.uuid)));
  if (uuids.size === 0) return;
  const [other] = await db
    .select({ uuid: pictures.uuid })
    .from(pictures)
    .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
    .where(and(inArray(pictures.uuid, [...uuids]), ne(pictureSets.subjectUuid, subjectUuid)))
    .limit(1);
  if (other) throw new Refused('subject-change-refused', PackageMessages.otherChild);
}

/** Every item of the definition, template items checked by the engine's model on the server. */
async function checkedItems(
  ctx: PackageContext,
  row: PackageRow,
  held: HeldSubject,
  body: Body,
): Promise<PackageLineData['packageItems']> {
  if (body.packageItems.length !== row.items.length)
    throw new Refused('design-refused', PackageMessages.itemsMismatch);
  const items: PackageLineData['packageItems'] = [];
  const instances: TemplateInstance[] = [];
  for (const [index, def] of row.items.entries()) {
    const input = body.packageItems.find((i) => i.index === index);
    if (!input) throw new Refused('design-refused', PackageMessages.itemsMismatch);
    if (def.type !== 'TEMPLATE_PRODUCT') {
      const catalogue = def.type === 'CATALOGUE' ? { name: catalogueName(held) } : null;
      items.push({
        type: def.type,
        index,
        product: null,
        template: null,
        templateData: null,
        version: input.version,
        canChangeTemplate: false,
        catalogue,
      });
      continue;
    }
    if (!input.template || !input.templateData)
      throw new Refused('design-refused', PackageMessages.itemsMismatch);
    const stored = await itemTemplate(ctx.db, def, input.template);
    const product = await findProduct(ctx.db, def.productUuid);
    if (!product) throw new Refused('design-refused', PackageMessages.itemsMismatch);
    const instance = await checkedInstance(
      ctx.db,
      ctx.userUuid,
      stored.template,
      input.templateData,
    );
    instances.push(instance);
    items.push({
      type: 'TEMPLATE_PRODUCT',
      index,
      ...designNames(product, stored, ctx.lang),
      templateData: contractTemplateData(
        toTemplateData(stored.template, { ...instance, partOfPackage: true }),
      ),
      version: input.version,
      canChangeTemplate: def.canChangeTemplate,
      catalogue: null,
    });
  }
  await assertOneChild(ctx.db, row, held.subject.uuid, instances);
  return items;
}

async function lineValues(ctx: PackageContext, packageUuid: string, body: Body) {
  const row = await findPackage(ctx.db, packageUuid);
  const held = await packageSubject(ctx, body.subjectUuid);
  await assertOffered(ctx.db, row, held);
  const data: PackageLineData = {
    kind: 'package',
    packageUuid: row.uuid,
    subjectUuid: held.subject.uuid,
    packageItems: await checkedItems(ctx, row, held, body),
  };
  return {
    productUuid: row.uuid,
    productName: row.name[ctx.lang],
    productType: PACKAGE_PRODUCT_TYPE,
    quantity: 1,
    // A package is bought once per subject; the cart's stepper stops at 1.
    maximumQuantity: 1,
    description: `${row.name[ctx.lang]}, ${held.subject.name}`,
    linePrice: row.originalPrice,
    actualLinePrice: packageUnitPrice(row, ctx.now),
    data: data as unknown as Record<string, unknown>,
  };
}

/** Adds the package as one cart line, priced on the server at this moment. */
export async function addPackageLine(
  ctx: PackageContext,
  packageUuid: string,
  body: Body,
): Promise<string> {
  const values = await lineValues(ctx, packageUuid, body);
  await ctx.db
    .insert(carts)
    .values({ uuid: crypto.randomUUID(), userUuid: ctx.userUuid, currency: ctx.currency })
    .onConflictDoNothing();
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.userUuid, ctx.userUuid));
  if (!cart) throw new Error('The cart could not be created');
  const [last] = await ctx.db
    .select({ max: sql<number | null>`max(${orderLines.position})` })
    .from(orderLines)
    .where(eq(orderLines.cartUuid, cart.uuid));
  const uuid = crypto.randomUUID();
  await ctx.db
    .insert(orderLines)
    .values({ ...values, uuid, cartUuid: cart.uuid, type: 0, position: (last?.max ?? -1) + 1 });
  return uuid;
}

/** A package line of the user's own cart, or a 404. */
async function ownLine(ctx: PackageContext, uuid: string) {
  const [row] = await ctx.db
    .select({ line: orderLines })
    .from(orderLines)
    .innerJoin(carts, eq(carts.uuid, orderLines.cartUuid))
    .where(and(eq(orderLines.uuid, uuid), eq(carts.userUuid, ctx.userUuid)));
  const parsed = PackageLineData.safeParse(row?.line.data);
  if (!row || !parsed.success) throw new NotFound(PackageMessages.lineNotFound);
  return parsed.data;
}

export async function readPackageLine(ctx: PackageContext, uuid: string): Promise<PackageCartLine> {
  const data = await ownLine(ctx, uuid);
  const row = await findPackage(ctx.db, data.packageUuid);
  const held = await packageSubject(ctx, data.subjectUuid);
  return { uuid, packageUuid: row.uuid, instance: instanceOf(ctx, row, held, data.packageItems) };
}

export async function updatePackageLine(
  ctx: PackageContext,
  uuid: string,
  body: Body,
): Promise<void> {
  const data = await ownLine(ctx, uuid);
  const values = await lineValues(ctx, data.packageUuid, body);
  await ctx.db.update(orderLines).set(values).where(eq(orderLines.uuid, uuid));
}
