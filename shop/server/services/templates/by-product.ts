import { createInstance } from '../../../../engine/model/instance/create';
import { toTemplateData } from '../../../../engine/model/instance/templateData';
import type { ProductTemplateItem } from '../../../contract/templates';
import type { Product } from '../../../contract/products';
import type { Db } from '../../db/client';
import { NotFound } from '../../lib/domain-errors';
import type { Currency } from '../pricing/money';
import { customerFacts, findProduct, type Lang, productView } from '../catalogue/products';
import { contractTemplateData } from './lines-data';
import { productTemplates, templateName, templatePreviewUrl } from './templates';
import { fillTemplate } from './fill';
import { CartLineMessages } from './lines';
import { heldSubject, newestSubjectUuid } from './held-pictures';

/**
 * GET by-product: the product with the user's price and its designs, each pre-filled with the
 * pictures of the child the parent came from when the user holds that child, else with the
 * user's newest picture set (the templates menu shows them filled), or empty without one.
 */
export async function filledTemplates(
  db: Db,
  userUuid: string | null,
  lang: Lang,
  options: { productUuid: string; subjectUuid: string | null; currency: Currency },
): Promise<{ product: Product; items: ProductTemplateItem[] }> {
  const row = await findProduct(db, options.productUuid);
  if (!row) throw new NotFound(CartLineMessages.unknownProduct);
  const facts = await customerFacts(db, userUuid);
  const asked = options.subjectUuid ? await heldSubject(db, userUuid, options.subjectUuid) : null;
  const newest = asked ? null : await newestSubjectUuid(db, userUuid);
  const subject = asked ?? (newest ? await heldSubject(db, userUuid, newest) : null);
  const currentYear = new Date().getUTCFullYear();
  const items: ProductTemplateItem[] = [];
  for (const { template } of await productTemplates(db, row.uuid)) {
    const data = subject
      ? await fillTemplate(db, template, subject, lang, currentYear)
      : toTemplateData(template, createInstance(template, { language: lang, currentYear }));
    items.push({
      template: {
        uuid: template.uuid,
        version: template.version,
        name: templateName(template, lang),
        type: template.type,
        previewUrl: templatePreviewUrl(template.uuid, template.version),
      },
      year: data.year,
      userResources: contractTemplateData(data).userResources,
    });
  }
  return { product: productView(row, lang, facts, options.currency), items };
}
