// The demo shop's template products: realistic NOK prices in øre, tiers by quantity.
import type { CampaignRequirementRow, ProductPriceRow, SubProductRow } from '../db/schema/products';
import { demoUuid } from './demo-accounts';

export interface DemoProduct {
  key: string;
  name: { en: string; nb: string; sv: string };
  type: 'cards' | 'calendars' | 'photogifts';
  category: string | null;
  producttype: 1 | 2 | 89;
  sortOrder: number;
  minorderpartquantity: number;
  productprices: ProductPriceRow[];
  subproducts: SubProductRow[];
  campaignrequirement: CampaignRequirementRow | null;
  /** Fixture template folders, in the order the templates menu shows them. */
  templates: string[];
}

const tier = (quantity: number, price: number, campaignprice: number | null = null) => ({
  quantity,
  price,
  campaignprice,
  type: 0,
});

const envelope = (key: string): SubProductRow => ({
  uuid: demoUuid(`subproduct:${key}:envelope`),
  name: { en: 'With envelopes', nb: 'Med konvolutter', sv: 'Med kuvert' },
  extraprice: 500,
});

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    key: 'card-15x15',
    name: { en: 'Card 15x15', nb: 'Kort 15x15', sv: 'Kort 15x15' },
    type: 'cards',
    category: 'cards',
    producttype: 1,
    sortOrder: 10,
    minorderpartquantity: 1,
    productprices: [tier(1, 3900), tier(10, 3200), tier(25, 2700)],
    subproducts: [envelope('card-15x15')],
    campaignrequirement: null,
    templates: ['card-15x15-winter'],
  },
  {
    key: 'card-10x15',
    name: { en: 'Card 10x15', nb: 'Kort 10x15', sv: 'Kort 10x15' },
    type: 'cards',
    category: 'cards',
    producttype: 1,
    sortOrder: 20,
    minorderpartquantity: 1,
    productprices: [tier(1, 2900), tier(10, 2400, 2200), tier(25, 1900)],
    subproducts: [envelope('card-10x15')],
    campaignrequirement: null,
    templates: ['card-folded-birthday', 'card-10x15-graduation'],
  },
  {
    key: 'class-card',
    name: { en: 'Class photo card 15x10', nb: 'Klassebildekort 15x10', sv: 'Klassfotokort 15x10' },
    type: 'cards',
    category: 'cards',
    producttype: 1,
    sortOrder: 30,
    minorderpartquantity: 5,
    productprices: [tier(5, 2500), tier(20, 2000)],
    subproducts: [],
    campaignrequirement: null,
    templates: ['card-class-photo'],
  },
  {
    key: 'calendar-20x30',
    name: { en: 'Wall calendar 20x30', nb: 'Veggkalender 20x30', sv: 'Väggkalender 20x30' },
    type: 'calendars',
    category: 'calendars',
    producttype: 2,
    sortOrder: 10,
    minorderpartquantity: 1,
    // Siblings' offer: the campaign price for parents holding two picture sets or more.
    productprices: [tier(1, 24900, 19900), tier(3, 21900, 17900)],
    subproducts: [],
    campaignrequirement: { kind: 'minimumPictureSets', count: 2 },
    templates: ['calendar-20x30-classic'],
  },
  {
    key: 'calendar-a4',
    name: { en: 'Family calendar A4', nb: 'Familiekalender A4', sv: 'Familjekalender A4' },
    type: 'calendars',
    category: 'calendars',
    producttype: 2,
    sortOrder: 20,
    minorderpartquantity: 1,
    productprices: [tier(1, 29900), tier(3, 26900)],
    subproducts: [],
    campaignrequirement: null,
    templates: ['calendar-a4-family'],
  },
  {
    key: 'calendar-desk',
    name: { en: 'Desk calendar', nb: 'Bordkalender', sv: 'Bordskalender' },
    type: 'calendars',
    category: 'calendars',
    producttype: 2,
    sortOrder: 30,
    minorderpartquantity: 1,
    productprices: [tier(1, 17900), tier(3, 15900)],
    subproducts: [],
    campaignrequirement: null,
    templates: ['calendar-desk'],
  },
  {
    key: 'canvas',
    name: { en: 'Canvas print 30x40', nb: 'Lerretsbilde 30x40', sv: 'Canvastavla 30x40' },
    type: 'photogifts',
    category: 'photo-gifts',
    producttype: 89,
    sortOrder: 10,
    minorderpartquantity: 1,
    productprices: [tier(1, 49900, 39900)],
    subproducts: [],
    campaignrequirement: null,
    templates: ['gift-canvas-print'],
  },
  {
    key: 'mug',
    name: { en: 'Photo mug', nb: 'Fotokopp', sv: 'Fotomugg' },
    type: 'photogifts',
    category: 'photo-gifts',
    producttype: 89,
    sortOrder: 20,
    minorderpartquantity: 1,
    productprices: [tier(1, 19900), tier(2, 17900)],
    subproducts: [
      {
        uuid: demoUuid('subproduct:mug:gift-box'),
        name: { en: 'In a gift box', nb: 'I gaveeske', sv: 'I presentask' },
        extraprice: 4900,
      },
    ],
    campaignrequirement: null,
    templates: ['gift-mug-wrap'],
  },
  {
    key: 'puzzle',
    name: { en: 'Puzzle A4', nb: 'Puslespill A4', sv: 'Pussel A4' },
    type: 'photogifts',
    category: 'photo-gifts',
    producttype: 89,
    sortOrder: 30,
    minorderpartquantity: 1,
    productprices: [tier(1, 24900)],
    subproducts: [],
    campaignrequirement: null,
    templates: ['gift-puzzle'],
  },
  {
    key: 'mousepad',
    name: { en: 'Mousepad', nb: 'Musematte', sv: 'Musmatta' },
    type: 'photogifts',
    category: 'photo-gifts',
    producttype: 89,
    sortOrder: 40,
    minorderpartquantity: 1,
    productprices: [tier(1, 14900), tier(3, 12900)],
    subproducts: [],
    campaignrequirement: null,
    templates: ['gift-mousepad'],
  },
  {
    key: 'keyring',
    name: { en: 'Keyring', nb: 'Nøkkelring', sv: 'Nyckelring' },
    type: 'photogifts',
    category: 'photo-gifts',
    producttype: 89,
    sortOrder: 50,
    minorderpartquantity: 1,
    productprices: [tier(1, 12900), tier(5, 9900)],
    subproducts: [],
    campaignrequirement: null,
    templates: ['gift-keyring'],
  },
];

/** A demo product's uuid by its key (stable across seeds), for tests and journeys. */
export const demoProductUuid = (key: string): string => demoUuid(`product:${key}`);
