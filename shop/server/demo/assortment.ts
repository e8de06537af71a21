// The demo shop's categories and promoted products (digital files: price-sheet.json).
import type { Db } from '../db/client';
import { productCategories, promotedProducts, templateCategories } from '../db/schema';
import { demoProductUuid } from './product-catalogue';
import { SHOP_UUID } from './shop';

type Names = { en: string; nb: string; sv: string };

const T = {
  winter: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001',
  graduation: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0002',
  birthday: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0003',
  classCard: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0004',
  mug: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0201',
  mousepad: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0202',
  canvas: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0203',
  puzzle: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0204',
  keyring: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0205',
} as const;

const preview = (uuid: string) => `/templates/all/${uuid}/1/preview.png`;

interface DemoCategory {
  name: string;
  parent?: string;
  title: Names;
  description: Names;
  image: string | null;
  isDefault?: boolean;
  userImagePreviews?: boolean;
  separateFromBackground?: boolean;
}

const none: Names = { en: '', nb: '', sv: '' };

const CATEGORIES: DemoCategory[] = [
  {
    name: 'packages',
    title: { en: 'Packages', nb: 'Pakker', sv: 'Paket' },
    description: {
      en: 'Prints at a package price',
      nb: 'Bilder til pakkepris',
      sv: 'Bilder till paketpris',
    },
    image: '/cms/category-packages.svg',
  },
  {
    name: 'digitalprint',
    title: { en: 'Digital portraits', nb: 'Digitale portretter', sv: 'Digitala porträtt' },
    description: {
      en: 'Download your favourite pictures',
      nb: 'Last ned favorittbildene dine',
      sv: 'Ladda ner dina favoritbilder',
    },
    image: '/cms/category-digitalprint.svg',
  },
  {
    name: 'cards',
    title: { en: 'Cards', nb: 'Kort', sv: 'Kort' },
    description: {
      en: 'Invitations and thank-you cards',
      nb: 'Invitasjoner og takkekort',
      sv: 'Inbjudningar och tackkort',
    },
    image: '/cms/category-cards.svg',
  },
  {
    name: 'calendar',
    title: { en: 'Calendars', nb: 'Kalendere', sv: 'Kalendrar' },
    description: {
      en: 'A year with your pictures',
      nb: 'Et år med bildene dine',
      sv: 'Ett år med dina bilder',
    },
    image: '/cms/category-calendar.svg',
  },
  {
    name: 'mugs',
    title: { en: 'Mugs', nb: 'Kopper', sv: 'Muggar' },
    description: { en: 'Coffee with a smile', nb: 'Kaffe med et smil', sv: 'Kaffe med ett leende' },
    image: '/cms/category-mugs.svg',
  },
  {
    name: 'mousepads',
    title: { en: 'Mousepads', nb: 'Musematter', sv: 'Musmattor' },
    description: { en: 'For the desk at work', nb: 'Til skrivebordet', sv: 'Till skrivbordet' },
    image: preview(T.mousepad),
  },
  {
    name: 'canvas',
    title: { en: 'Canvas prints', nb: 'Lerretsbilder', sv: 'Canvastavlor' },
    description: { en: 'Ready to hang', nb: 'Klar til å henge opp', sv: 'Klar att hänga upp' },
    image: preview(T.canvas),
    userImagePreviews: true,
    separateFromBackground: true,
  },
  {
    name: 'puzzles',
    title: { en: 'Puzzles', nb: 'Puslespill', sv: 'Pussel' },
    description: {
      en: 'Fun for the whole family',
      nb: 'Moro for hele familien',
      sv: 'Kul för hela familjen',
    },
    image: preview(T.puzzle),
  },
  {
    name: 'keyrings',
    title: { en: 'Keyrings', nb: 'Nøkkelringer', sv: 'Nyckelringar' },
    description: { en: 'Always with you', nb: 'Alltid med deg', sv: 'Alltid med dig' },
    image: preview(T.keyring),
  },
  {
    name: 'catalogues',
    title: { en: 'Catalogues', nb: 'Kataloger', sv: 'Kataloger' },
    description: { en: 'The school catalogue', nb: 'Skolekatalogen', sv: 'Skolkatalogen' },
    image: '/cms/category-catalogues.svg',
  },
  {
    name: 'archive',
    title: { en: 'Archive', nb: 'Arkiv', sv: 'Arkiv' },
    description: none,
    image: null,
  },
  {
    name: 'christmas',
    parent: 'cards',
    title: { en: 'Christmas', nb: 'Jul', sv: 'Jul' },
    description: none,
    image: null,
    isDefault: true,
  },
  {
    name: 'invitations',
    parent: 'cards',
    title: { en: 'Invitations', nb: 'Invitasjoner', sv: 'Inbjudningar' },
    description: none,
    image: null,
  },
  {
    name: 'graduation',
    parent: 'cards',
    title: { en: 'Graduation', nb: 'Avslutning', sv: 'Examen' },
    description: none,
    image: null,
  },
  {
    name: 'class-photo',
    parent: 'cards',
    title: { en: 'Class photo', nb: 'Klassebilde', sv: 'Klassfoto' },
    description: none,
    image: null,
  },
];

const ASSIGNMENTS: [string, string][] = [
  [T.winter, 'christmas'],
  [T.birthday, 'invitations'],
  [T.graduation, 'graduation'],
  [T.classCard, 'class-photo'],
  [T.winter, 'invitations'],
  [T.classCard, 'christmas'],
  [T.mug, 'mugs'],
  [T.mousepad, 'mousepads'],
  [T.canvas, 'canvas'],
  [T.puzzle, 'puzzles'],
  [T.keyring, 'keyrings'],
];

/** Categories, template categories and promoted products. */
export async function seedAssortment(db: Db): Promise<void> {
  await db
    .insert(productCategories)
    .values(
      CATEGORIES.map((c, position) => ({
        internalName: c.name,
        shopUuid: SHOP_UUID,
        parentName: c.parent ?? null,
        title: c.title,
        description: c.description,
        image: c.image,
        position,
        isDefault: c.isDefault ?? false,
        userImagePreviews: c.userImagePreviews ?? false,
        separateFromBackground: c.separateFromBackground ?? false,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(templateCategories)
    .values(ASSIGNMENTS.map(([templateUuid, category]) => ({ templateUuid, category })))
    .onConflictDoNothing();
  await db
    .insert(promotedProducts)
    .values([
      {
        productUuid: demoProductUuid('calendar-20x30'),
        shopUuid: SHOP_UUID,
        badge: 'special-offer' as const,
        position: 0,
      },
      {
        productUuid: demoProductUuid('mug'),
        shopUuid: SHOP_UUID,
        badge: 'best-seller' as const,
        position: 1,
      },
      { productUuid: demoProductUuid('card-15x15'), shopUuid: SHOP_UUID, badge: null, position: 2 },
    ])
    .onConflictDoNothing();
}
