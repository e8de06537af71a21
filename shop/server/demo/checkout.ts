import type { Db } from '../db/client';
import {
  catalogues,
  deliveryMethods,
  digitalSetOffers,
  paymentOptions,
  vouchers,
} from '../db/schema';
import { SCHOOLS } from './catalogue';
import { DEMO_SUBJECTS, demoUuid } from './demo-accounts';
import { SHOP_UUID } from './shop';

/** Demo voucher codes (any case, spaces or dashes work). */
export const DEMO_VOUCHERS = {
  /** 20 % off the goods. */
  percent: 'SPRING20',
  /** 50 kr off the goods. */
  fixed: 'KEEPSAKE50',
  /** Free delivery. */
  freeDelivery: 'FREESHIP',
  /** Expired on 2025-01-01. */
  expired: 'SUMMER2024',
  /** 100 kr off an order of at least 500 kr. */
  minimumOrder: 'BIG100',
} as const;

/** Store pickup groups by the first 23 characters; the express location ends in -111111111111. */
const STORE_GROUP = 'a7c3e9f0-5b21-4d8e-9c41';
export const DEMO_EXPRESS_PICKUP = `${STORE_GROUP}-111111111111`;

const day = 24 * 60 * 60;
type Texts = Record<string, string>;
/** A row's nb and sv texts by field (the English is in the row's own columns). */
const tr = (nb: Texts, sv: Texts) => ({ nb, sv });

const pickup = (
  suffix: string,
  name: string,
  price: number,
  time: string,
  seconds: number,
  translations: ReturnType<typeof tr>,
) => ({
  uuid: `${STORE_GROUP}-${suffix}`,
  pickupname: name,
  pickupaddress1: 'Storgata 12',
  pickuppostalcode: '0155',
  pickupcity: 'Oslo',
  price,
  deliveryTime: { string: time, seconds },
  translations,
});

const option = (
  key: string,
  name: string,
  description: string,
  price: number,
  days: number,
  translations?: ReturnType<typeof tr>,
) => ({
  uuid: demoUuid(`delivery-option:${key}`),
  name,
  description,
  ...(translations ? { translations } : {}),
  price,
  deliverytime: days,
  expire: null,
  isExpress: key.includes('express'),
  subjects: [],
});

function deliveryRows() {
  const school = SCHOOLS.fjellvang;
  return [
    {
      uuid: demoUuid('delivery:postage'),
      type: 'postage' as const,
      name: 'Postage',
      translations: tr({ name: 'Post' }, { name: 'Post' }),
      options: [
        option(
          'postage',
          'Letter by post',
          'Delivered to your mailbox.',
          4900,
          5,
          tr(
            { name: 'Brev i posten', description: 'Leveres i postkassen.' },
            { name: 'Brev med posten', description: 'Levereras till din brevlåda.' },
          ),
        ),
        option(
          'postage-express',
          'Express parcel',
          'Delivered to your door.',
          14900,
          2,
          tr(
            { name: 'Ekspresspakke', description: 'Leveres på døren.' },
            { name: 'Expresspaket', description: 'Levereras till dörren.' },
          ),
        ),
      ],
      pickupLocations: [],
    },
    {
      uuid: demoUuid('delivery:school'),
      type: 'school-pickup' as const,
      name: 'School pickup',
      translations: tr({ name: 'Henting på skolen' }, { name: 'Hämtning i skolan' }),
      options: [
        {
          ...option(
            'school',
            school,
            'Handed out at school.',
            0,
            10,
            tr({ description: 'Deles ut på skolen.' }, { description: 'Delas ut i skolan.' }),
          ),
          subjects: [
            { uuid: DEMO_SUBJECTS.emma, name: 'Emma Nordmann' },
            { uuid: DEMO_SUBJECTS.jonas, name: 'Jonas Nordmann' },
          ],
        },
      ],
      pickupLocations: [],
    },
    {
      uuid: demoUuid('delivery:store'),
      type: 'store-pickup' as const,
      name: 'Store pickup',
      translations: tr({ name: 'Henting i butikk' }, { name: 'Hämtning i butik' }),
      options: [
        option(
          'store',
          'Pick up in store',
          'Collect at the studio.',
          2900,
          3,
          tr(
            { name: 'Hent i butikken', description: 'Hentes i studioet.' },
            { name: 'Hämta i butiken', description: 'Hämtas i studion.' },
          ),
        ),
      ],
      pickupLocations: [
        pickup(
          '000000000001',
          'Lysglimt Foto, Storgata',
          2900,
          '3 business days',
          3 * day,
          tr({ deliveryTime: '3 virkedager' }, { deliveryTime: '3 arbetsdagar' }),
        ),
        pickup(
          '111111111111',
          'Lysglimt Foto, Storgata (express)',
          7900,
          'Next day',
          day,
          tr(
            { pickupname: 'Lysglimt Foto, Storgata (ekspress)', deliveryTime: 'Neste dag' },
            { deliveryTime: 'Nästa dag' },
          ),
        ),
      ],
    },
    {
      uuid: demoUuid('delivery:digital'),
      type: 'digital-delivery' as const,
      name: 'Digital delivery',
      translations: tr({ name: 'Digital levering' }, { name: 'Digital leverans' }),
      options: [
        option(
          'digital',
          'Download',
          'Download link by e-mail.',
          0,
          0,
          tr(
            { name: 'Nedlasting', description: 'Lenke til nedlasting på e-post.' },
            { name: 'Nedladdning', description: 'Länk för nedladdning via e-post.' },
          ),
        ),
      ],
      pickupLocations: [],
    },
  ].map((row, position) => ({ ...row, shopUuid: SHOP_UUID, position }));
}

const card = { name: 'Visa', icon: 'visa' };
const paymentRows = [
  {
    uuid: demoUuid('payment:invoice'),
    provider: 'invoice' as const,
    title: 'Invoice',
    mobileTitle: 'Invoice',
    description: 'Pay within 14 days. Needs your personal id number.',
    mobileDescription: 'Pay within 14 days.',
    verifyMobile: false,
    requirePersonNo: true,
    methods: [{ name: 'Invoice', icon: 'invoice' }],
    translations: tr(
      {
        title: 'Faktura',
        mobileTitle: 'Faktura',
        description: 'Betal innen 14 dager. Krever fødselsnummer.',
        mobileDescription: 'Betal innen 14 dager.',
      },
      {
        title: 'Faktura',
        mobileTitle: 'Faktura',
        description: 'Betala inom 14 dagar. Kräver personnummer.',
        mobileDescription: 'Betala inom 14 dagar.',
      },
    ),
  },
  {
    uuid: demoUuid('payment:mobile'),
    provider: 'mobile' as const,
    title: 'Mobile payment',
    mobileTitle: 'Mobile',
    description: 'Approve the payment on your phone.',
    mobileDescription: 'Approve on your phone.',
    verifyMobile: true,
    requirePersonNo: false,
    methods: [{ name: 'Mobile', icon: 'mobile' }],
    translations: tr(
      {
        title: 'Mobilbetaling',
        mobileTitle: 'Mobil',
        description: 'Godkjenn betalingen på telefonen.',
        mobileDescription: 'Godkjenn på telefonen.',
      },
      {
        title: 'Mobilbetalning',
        mobileTitle: 'Mobil',
        description: 'Godkänn betalningen i telefonen.',
        mobileDescription: 'Godkänn i telefonen.',
      },
    ),
  },
  {
    uuid: demoUuid('payment:card'),
    provider: 'card' as const,
    title: 'Card',
    mobileTitle: 'Card',
    description: 'Visa or Mastercard on the payment page.',
    mobileDescription: 'Visa or Mastercard.',
    verifyMobile: false,
    requirePersonNo: false,
    methods: [card, { name: 'Mastercard', icon: 'mastercard' }],
    translations: tr(
      {
        title: 'Kort',
        mobileTitle: 'Kort',
        description: 'Visa eller Mastercard på betalingssiden.',
        mobileDescription: 'Visa eller Mastercard.',
      },
      {
        title: 'Kort',
        mobileTitle: 'Kort',
        description: 'Visa eller Mastercard på betalningssidan.',
        mobileDescription: 'Visa eller Mastercard.',
      },
    ),
  },
].map((row, position) => ({ ...row, shopUuid: SHOP_UUID, position }));

const voucherRows = [
  {
    code: DEMO_VOUCHERS.percent,
    description: '20 % off',
    benefit: { kind: 'percent' as const, percent: 20 },
  },
  {
    code: DEMO_VOUCHERS.fixed,
    description: '50 kr off',
    benefit: { kind: 'fixed' as const, amount: 5000 },
  },
  {
    code: DEMO_VOUCHERS.freeDelivery,
    description: 'Free delivery',
    benefit: { kind: 'freeDelivery' as const },
  },
  {
    code: DEMO_VOUCHERS.expired,
    description: 'Summer offer',
    benefit: { kind: 'percent' as const, percent: 30 },
    expiresAt: new Date('2025-01-01T00:00:00Z'),
  },
  {
    code: DEMO_VOUCHERS.minimumOrder,
    description: '100 kr off 500 kr',
    benefit: { kind: 'fixed' as const, amount: 10000 },
    minimumOrder: 50000,
  },
].map((row) => ({ singleUsePerUser: true, ...row }));

const catalogueFor = (key: 'emma' | 'jonas', name: string) => ({
  uuid: demoUuid(`catalogue:${key}`),
  subjectUuid: DEMO_SUBJECTS[key],
  name: `School catalogue 2026, ${name}`,
  description: 'All classes of Fjellvang skole.\nHardcover, 48 pages.',
  price: 24900,
  deliveryDays: 30,
  maxQuantity: null,
  lastPhotoDay: '2026-09-12',
  translations: tr(
    {
      name: `Skolekatalog 2026, ${name}`,
      description: 'Alle klassene på Fjellvang skole.\nInnbundet, 48 sider.',
    },
    {
      name: `Skolkatalog 2026, ${name}`,
      description: 'Alla klasser på Fjellvang skole.\nInbunden, 48 sidor.',
    },
  ),
});

const SET_NAMES = tr({ name: 'Alle digitale portretter' }, { name: 'Alla digitala porträtt' });

/** Delivery methods, payment options, vouchers, catalogues and digital set offers. */
export async function seedCheckout(db: Db): Promise<void> {
  await db.insert(deliveryMethods).values(deliveryRows()).onConflictDoNothing();
  await db.insert(paymentOptions).values(paymentRows).onConflictDoNothing();
  await db.insert(vouchers).values(voucherRows).onConflictDoNothing();
  await db
    .insert(catalogues)
    .values([catalogueFor('emma', 'Emma Nordmann'), catalogueFor('jonas', 'Jonas Nordmann')])
    .onConflictDoNothing();
  await db
    .insert(digitalSetOffers)
    .values(
      (['emma', 'jonas'] as const).map((key) => ({
        productUuid: demoUuid(`digital-set:${key}`),
        subjectUuid: DEMO_SUBJECTS[key],
        name: 'All digital portraits',
        translations: SET_NAMES,
        price: 49900,
        rebatedPrice: 29900,
      })),
    )
    .onConflictDoNothing();
  // Oskar's parents get each single digital file for at most NOK 89 (rebatedDigitalFilePrice).
  await db
    .insert(digitalSetOffers)
    .values({
      productUuid: demoUuid('digital-set:oskar'),
      subjectUuid: DEMO_SUBJECTS.oskar,
      name: 'All digital portraits',
      translations: SET_NAMES,
      price: 39900,
      rebatedPrice: null,
      rebatedFilePrice: 8900,
    })
    .onConflictDoNothing();
}
