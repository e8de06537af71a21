// Between the sheet's entries and the database's rows, both ways, so export → import is exact.
import type { digitalProducts, packages, products } from '../../db/schema';
import type { ProductPriceRow } from '../../db/schema/products';
import type { SheetDigitalFile, SheetPackage, SheetProduct, SheetTier } from './sheet';

type ProductRow = typeof products.$inferSelect;
type DigitalRow = typeof digitalProducts.$inferSelect;
type PackageRow = typeof packages.$inferSelect;

/** A name in the shop's three languages, copied fresh (no other field comes along). */
type Localised = { en: string; nb: string; sv: string };
const names = (n: Localised): Localised => ({ en: n.en, nb: n.nb, sv: n.sv });

const tierRow = (t: SheetTier): ProductPriceRow => ({
  quantity: t.quantity,
  price: t.price,
  campaignprice: t.campaignPrice,
  type: t.type,
});

const sheetTier = (t: ProductPriceRow): SheetTier => ({
  quantity: t.quantity,
  price: t.price,
  campaignPrice: t.campaignprice,
  type: t.type === 1 ? 1 : 0,
});

export const productRow = (p: SheetProduct, shopUuid: string): ProductRow => ({
  uuid: p.uuid,
  shopUuid,
  name: names(p.name),
  type: p.list,
  category: p.category,
  producttype: p.producttype,
  sortOrder: p.sortOrder,
  minorderpartquantity: p.minOrderQuantity,
  productprices: p.prices.map(tierRow),
  subproducts: p.options.map((o) => ({
    uuid: o.uuid,
    name: names(o.name),
    extraprice: o.extraPrice,
  })),
  campaignrequirement: p.campaign,
  vatRate: p.vatRate,
});

export const sheetProduct = (r: ProductRow): SheetProduct => ({
  uuid: r.uuid,
  name: names(r.name),
  list: r.type,
  category: r.category,
  producttype: r.producttype === 2 ? 2 : r.producttype === 89 ? 89 : 1,
  sortOrder: r.sortOrder,
  minOrderQuantity: r.minorderpartquantity,
  prices: r.productprices.map(sheetTier),
  options: r.subproducts.map((s) => ({
    uuid: s.uuid,
    name: names(s.name),
    extraPrice: s.extraprice,
  })),
  campaign: r.campaignrequirement,
  vatRate: r.vatRate,
});

export const digitalRow = (d: SheetDigitalFile, shopUuid: string): DigitalRow => ({
  uuid: d.uuid,
  shopUuid,
  pictureType: d.pictureType,
  name: names(d.name),
  productprices: d.prices.map(tierRow),
  campaignrequirement: d.campaign,
  vatRate: d.vatRate,
});

export const sheetDigitalFile = (r: DigitalRow): SheetDigitalFile => ({
  uuid: r.uuid,
  pictureType: r.pictureType,
  name: names(r.name),
  prices: r.productprices.map(sheetTier),
  campaign: r.campaignrequirement,
  vatRate: r.vatRate,
});

/** A package's items as fresh copies of the fields the sheet and the row share. */
const copyItems = (items: PackageRow['items']): SheetPackage['items'] =>
  items.map((item) =>
    item.type === 'TEMPLATE_PRODUCT'
      ? {
          type: item.type,
          productUuid: item.productUuid,
          templateUuid: item.templateUuid,
          canChangeTemplate: item.canChangeTemplate,
        }
      : { type: item.type },
  );

/**
 * A package as fresh copies of the fields the sheet and the row name alike, in the sheet's order,
 * with `prices`, the three fields each names its own way, where the sheet has them.
 */
const withPackageFields = <Prices extends object>(
  p: SheetPackage | PackageRow,
  prices: Prices,
) => ({
  uuid: p.uuid,
  position: p.position,
  type: p.type,
  name: names(p.name),
  description: names(p.description),
  image: p.image,
  link: p.link,
  linkText: p.linkText && names(p.linkText),
  linkInfo: p.linkInfo && { type: p.linkInfo.type, category: p.linkInfo.category },
  originalPrice: p.originalPrice,
  ...prices,
  disabledReason: p.disabledReason && names(p.disabledReason),
  allowSubjectChange: p.allowSubjectChange,
  items: copyItems(p.items),
  vatRate: p.vatRate,
});

export const packageRow = (p: SheetPackage, shopUuid: string): PackageRow => ({
  shopUuid,
  ...withPackageFields(p, {
    priceIncludingDiscount: p.price,
    timeLimitedDiscountPrice: p.deadlinePrice,
    discountDeadline: p.deadline === null ? null : new Date(p.deadline),
  }),
});

export const sheetPackage = (r: PackageRow): SheetPackage =>
  withPackageFields(r, {
    price: r.priceIncludingDiscount,
    deadlinePrice: r.timeLimitedDiscountPrice,
    deadline: r.discountDeadline && r.discountDeadline.toISOString(),
  });
