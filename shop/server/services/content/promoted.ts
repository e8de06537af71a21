import { asc, eq } from 'drizzle-orm';
import type { PromotedProduct } from '../../../contract/catalogue';
import type { Db } from '../../db/client';
import { products, promotedProducts } from '../../db/schema';
import type { Currency } from '../pricing/money';
import { customerFacts, type Lang, productView } from '../catalogue/products';
import { productTemplates, templatePreviewUrl } from '../templates/templates';

/** GET /api/webshop/promoted-products: in the shop's order, with this user's prices. */
export async function promotedList(
  db: Db,
  userUuid: string | null,
  lang: Lang,
  currency: Currency,
): Promise<PromotedProduct[]> {
  const rows = await db
    .select({ promoted: promotedProducts, product: products })
    .from(promotedProducts)
    .innerJoin(products, eq(products.uuid, promotedProducts.productUuid))
    .orderBy(asc(promotedProducts.position));
  const facts = await customerFacts(db, userUuid);
  const out: PromotedProduct[] = [];
  for (const { promoted, product } of rows) {
    const [first] = await productTemplates(db, product.uuid);
    if (!first) continue;
    out.push({
      product: productView(product, lang, facts, currency),
      badge: promoted.badge,
      image: templatePreviewUrl(first.template.uuid, first.template.version),
      templateUuid: first.template.uuid,
    });
  }
  return out;
}
