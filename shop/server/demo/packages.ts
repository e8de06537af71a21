// Demo package offers: two packages, one disabled with a reason, and a link to a category.
import type { Db } from '../db/client';
import { packages } from '../db/schema';
import type { PackageItemRow } from '../db/schema/packages';
import { demoUuid } from './demo-accounts';
import { demoProductUuid } from './product-catalogue';
import { SHOP_UUID } from './shop';

export const DEMO_PACKAGES = {
  family: demoUuid('package:family'),
  grandparents: demoUuid('package:grandparents'),
  classic: demoUuid('package:classic'),
  cards: demoUuid('package:cards-link'),
} as const;

/** Days the grandparents' time-limited price runs after seeding. */
export const GRANDPARENTS_DISCOUNT_DAYS = 3;

const print: PackageItemRow = {
  type: 'TEMPLATE_PRODUCT',
  productUuid: demoProductUuid('canvas'),
  templateUuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0203',
  canChangeTemplate: false,
};
const calendar: PackageItemRow = {
  type: 'TEMPLATE_PRODUCT',
  productUuid: demoProductUuid('calendar-20x30'),
  templateUuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0101',
  canChangeTemplate: false,
};
const card: PackageItemRow = {
  type: 'TEMPLATE_PRODUCT',
  productUuid: demoProductUuid('card-15x15'),
  templateUuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001',
  canChangeTemplate: true,
};

const base = { shopUuid: SHOP_UUID, link: null, linkText: null, linkInfo: null };

export async function seedPackages(db: Db, now = new Date()): Promise<void> {
  const deadline = new Date(now.getTime() + GRANDPARENTS_DISCOUNT_DAYS * 86_400_000);
  await db
    .insert(packages)
    .values([
      {
        ...base,
        uuid: DEMO_PACKAGES.family,
        position: 0,
        type: 'package',
        name: { en: 'Family package', nb: 'Familiepakke', sv: 'Familjepaket' },
        description: {
          en: 'Two prints, a calendar, a card, the digital set and the photo catalogue',
          nb: 'To bilder, en kalender, et kort, det digitale settet og fotokatalogen',
          sv: 'Två bilder, en kalender, ett kort, det digitala setet och fotokatalogen',
        },
        image: '/cms/category-packages.svg',
        originalPrice: 149_900,
        priceIncludingDiscount: 99_900,
        items: [print, print, calendar, card, { type: 'DIGITAL_SET' }, { type: 'CATALOGUE' }],
      },
      {
        ...base,
        uuid: DEMO_PACKAGES.grandparents,
        position: 1,
        type: 'package',
        name: { en: 'Grandparents package', nb: 'Besteforeldrepakke', sv: 'Morföräldrapaket' },
        description: {
          en: 'A print and a calendar for each grandparent',
          nb: 'Et bilde og en kalender til hver besteforelder',
          sv: 'En bild och en kalender till varje morförälder',
        },
        image: '/cms/category-calendar.svg',
        originalPrice: 119_900,
        priceIncludingDiscount: 89_900,
        timeLimitedDiscountPrice: 69_900,
        discountDeadline: deadline,
        items: [print, print, calendar, calendar],
      },
      {
        ...base,
        uuid: DEMO_PACKAGES.classic,
        position: 2,
        type: 'package',
        name: { en: 'Classic package', nb: 'Klassisk pakke', sv: 'Klassiskt paket' },
        description: {
          en: 'Prints of the class photo',
          nb: 'Bilder av klassebildet',
          sv: 'Bilder av klassfotot',
        },
        image: '/cms/category-catalogues.svg',
        originalPrice: 59_900,
        priceIncludingDiscount: 49_900,
        disabledReason: {
          en: 'Sold out for this photo day',
          nb: 'Utsolgt for denne fotodagen',
          sv: 'Slutsåld för den här fotodagen',
        },
        items: [print],
      },
      {
        ...base,
        uuid: DEMO_PACKAGES.cards,
        position: 3,
        type: 'link',
        name: { en: 'Christmas cards', nb: 'Julekort', sv: 'Julkort' },
        description: {
          en: 'Make your own cards with this year’s pictures',
          nb: 'Lag dine egne kort med årets bilder',
          sv: 'Gör egna kort med årets bilder',
        },
        image: '/cms/category-cards.svg',
        linkText: { en: 'See the cards', nb: 'Se kortene', sv: 'Se korten' },
        linkInfo: { type: 'cards', category: 'christmas' },
        originalPrice: 0,
        priceIncludingDiscount: 0,
        items: [],
      },
    ])
    .onConflictDoNothing();
}
