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
const pickup = (suffix: string, name: string, price: number, time: string, seconds: number) => ({
  uuid: `${STORE_GROUP}-${suffix}`,
  pickupname: name,
  pickupaddress1: 'Storgata 12',
  pickuppostalcode: '0155',
  pickupcity: 'Oslo',
  price,
  deliveryTime: { string: time, seconds },
});

const option = (key: string, name: string, description: string, price: number, days: number) => ({
  uuid: demoUuid(`delivery-option:${key}`),
  name,
  description,
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
      options: [
        option('postage', 'Letter by post', 'Delivered to your mailbox.', 4900, 5),
        option('postage-express', 'Express parcel', 'Delivered to your door.', 14900, 2),
      ],
      pickupLocations: [],
    },
    {
      uuid: demoUuid('delivery:school'),
      type: 'school-pickup' as const,
      name: 'School pickup',
      options: [
        {
          ...option('school', school, 'Handed out at school.', 0, 10),
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
      options: [option('store', 'Pick up in store', 'Collect at the studio.', 2900, 3)],
      pickupLocations: [
        pickup('000000000001', 'Lysglimt Foto, Storgata', 2900, '3 business days', 3 * day),
        pickup('111111111111', 'Lysglimt Foto, Storgata (express)', 7900, 'Next day', day),
      ],
    },
    {
      uuid: demoUuid('delivery:digital'),
      type: 'digital-delivery' as const,
      name: 'Digital delivery',
      options: [option('digital', 'Download', 'Download link by e-mail.', 0, 0)],
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
});

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
      price: 39900,
      rebatedPrice: null,
      rebatedFilePrice: 8900,
    })
    .onConflictDoNothing();
}
