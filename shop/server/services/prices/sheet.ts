// The price sheet file: what a studio sells and at which prices, as one JSON document.
import { z } from 'zod';

/**
 * The largest amount of money, price or quantity a sheet may hold: what a PostgreSQL integer
 * column stores (2^31 − 1), so no price overflows where it is kept.
 */
export const MAX_INTEGER = 2_147_483_647;
/** The most pieces a price tier may start at. */
export const MAX_QUANTITY = 100_000;
/** The longest name or text a sheet may give. */
export const MAX_TEXT = 500;

export const SHEET_FORMAT = 'keepsake-price-sheet';

/** Amounts are whole minor units (øre), never negative, never past an integer column. */
const Money = z.number().int().min(0).max(MAX_INTEGER);

/** Printable text: no control characters (a NUL byte cannot be stored, a tab is a typo). */
// eslint-disable-next-line no-control-regex
const Printable = /^[^\u0000-\u001f\u007f]*$/;

const Text = z.string().max(MAX_TEXT).regex(Printable);
const Name = Text.min(1);
/** A name in each language the shop speaks; every one is required. */
const Names = z.strictObject({ en: Name, nb: Name, sv: Name });
const Texts = z.strictObject({ en: Text, nb: Text, sv: Text });

/** Ids: letters, digits and dashes (uuids, or a studio's own keys). */
const Id = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9-]+$/);

/**
 * A price row: `quantity` is where the tier starts. Quantity tiers (type 0) price every unit of a
 * line by the highest tier reached; ordinal tiers (type 1) price the n-th item bought.
 */
const Tier = z.strictObject({
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  price: Money,
  /** The price while the product's campaign holds; null: no campaign price. */
  campaignPrice: Money.nullable(),
  type: z.union([z.literal(0), z.literal(1)]),
});

type Requirement =
  | { kind: 'minimumPictureSets'; count: number }
  | { kind: 'hasBoughtProduct'; productUuid: string }
  | { kind: 'productInCart'; productUuid: string }
  | { kind: 'all'; requirements: Requirement[] };

/** Who gets campaign prices: null everyone, or one of the pricing service's requirements. */
const Requirement: z.ZodType<Requirement> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('minimumPictureSets'),
      count: z.number().int().min(1).max(100),
    }),
    z.strictObject({ kind: z.literal('hasBoughtProduct'), productUuid: Id }),
    z.strictObject({ kind: z.literal('productInCart'), productUuid: Id }),
    z.strictObject({ kind: z.literal('all'), requirements: z.array(Requirement).min(1).max(10) }),
  ]),
);

/** VAT in basis points (2500 = 25 %); null: the shop's default rate. */
const VatRate = z.number().int().min(0).max(10_000).nullable();

const Product = z.strictObject({
  uuid: Id,
  name: Names,
  /** The list the product is shown in. */
  list: z.enum(['cards', 'calendars', 'photogifts']),
  category: Text.min(1).nullable(),
  /** 1 cards, 2 calendars, 89 photo gifts. */
  producttype: z.union([z.literal(1), z.literal(2), z.literal(89)]),
  sortOrder: z.number().int().min(0).max(MAX_QUANTITY),
  minOrderQuantity: z.number().int().min(1).max(MAX_QUANTITY),
  prices: z.array(Tier).min(1).max(50),
  /** Options ordered with the product at an extra price per piece (envelopes, a gift box). */
  options: z.array(z.strictObject({ uuid: Id, name: Names, extraPrice: Money })).max(20),
  campaign: Requirement.nullable(),
  vatRate: VatRate,
});

const DigitalFile = z.strictObject({
  uuid: Id,
  pictureType: z.enum(['IP', 'MGP', 'GP']),
  name: Names,
  prices: z.array(Tier).min(1).max(50),
  campaign: Requirement.nullable(),
  vatRate: VatRate,
});

const PackageItem = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('TEMPLATE_PRODUCT'),
    productUuid: Id,
    templateUuid: Id,
    canChangeTemplate: z.boolean(),
  }),
  z.strictObject({ type: z.literal('CATALOGUE') }),
  z.strictObject({ type: z.literal('DIGITAL_SET') }),
]);

const Package = z.strictObject({
  uuid: Id,
  position: z.number().int().min(0).max(MAX_QUANTITY),
  /** A package bought as one line, or a link to a part of the shop shown among them. */
  type: z.enum(['package', 'link']),
  name: Names,
  description: Texts,
  image: Text.min(1).nullable(),
  link: Text.min(1).nullable(),
  linkText: Texts.nullable(),
  linkInfo: z.strictObject({ type: Text.min(1), category: Text.min(1).nullable() }).nullable(),
  originalPrice: Money,
  price: Money,
  /** Paid instead of `price` until `deadline` (both or neither). */
  deadlinePrice: Money.nullable(),
  deadline: z.iso.datetime({ offset: true }).nullable(),
  /** Why the package cannot be bought now; null: it can. */
  disabledReason: Names.nullable(),
  allowSubjectChange: z.boolean(),
  items: z.array(PackageItem).max(50),
  vatRate: VatRate,
});

/** The packages one photo day (job, by its studio key or uuid) offers. */
const JobOffer = z.strictObject({
  job: Id,
  packages: z.array(Id).max(200),
});

/**
 * The shop's own settings a studio sets beside its prices: when delivery is free, and how the
 * delivery address form asks for an address.
 */
const ShopSection = z.strictObject({
  /** Goods worth this much (minor units) ship free; negative: never free, and no promo bar. */
  freeShippingThreshold: z.number().int().min(-MAX_INTEGER).max(MAX_INTEGER),
  /** The shop's country: GB, US and AU put zip code and state after the city. */
  country: z.string().regex(/^[A-Z]{2}$/),
  gatherAddress2: z.boolean(),
  gatherState: z.boolean(),
  /** The states the state field offers to pick from; empty: the state is typed. */
  states: z.array(Text.min(1).max(60)).max(100),
  hidePostalCode: z.boolean(),
});

export const PriceSheetSchema = z.strictObject({
  format: z.literal(SHEET_FORMAT),
  version: z.literal(1),
  products: z.array(Product).max(1000),
  digitalFiles: z.array(DigitalFile).max(3),
  packages: z.array(Package).max(200),
  jobs: z.array(JobOffer).max(10_000),
  /** Left out: the shop's settings stay as they are. */
  shop: ShopSection.optional(),
});

export type PriceSheet = z.infer<typeof PriceSheetSchema>;
export type SheetProduct = PriceSheet['products'][number];
export type SheetDigitalFile = PriceSheet['digitalFiles'][number];
export type SheetPackage = PriceSheet['packages'][number];
export type SheetTier = SheetProduct['prices'][number];
export type SheetShop = z.infer<typeof ShopSection>;
