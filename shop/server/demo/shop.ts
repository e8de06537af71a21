import type { menuItems, shops } from '../db/schema';
import { DEMO_SHOP_NAME, demoUuid } from './demo-accounts';

export const SHOP_UUID = demoUuid('shop');

export const DEMO_SHOP: typeof shops.$inferInsert = {
  uuid: SHOP_UUID,
  name: DEMO_SHOP_NAME,
  currency: 'NOK',
  country: 'NO',
  contact: {
    email: 'hello@keepsake.test',
    phone: '+47 22 12 34 56',
    address: 'Storgata 12',
    postalCode: '0155',
    city: 'Oslo',
    state: '',
  },
  // The dialogs and the page that show these texts give them their title; each is the body alone.
  termsOfService: [
    'Keepsake Demo gives you access to the pictures of the subjects whose access codes you enter.',
    'Keep your codes and password to yourself. You may share pictures within your family.',
    'We store your e-mail address and mobile number to send you receipts and, if you accept it, news about your pictures.',
  ].join('\n'),
  termsOfPurchase: [
    'Prices include VAT. Printed products are produced after the order is paid and shipped within the stated delivery time.',
    'Digital products are available for download as soon as the payment is confirmed.',
    'You may cancel printed products within 14 days of receipt unless they are personalised.',
  ].join('\n'),
  privacyPolicy: [
    'Keepsake Demo processes the pictures taken on photo day on behalf of the school or kindergarten.',
    'Your e-mail address, mobile number and address are used to deliver your orders.',
    'You can ask us to delete your account at any time: hello@keepsake.test.',
  ].join('\n'),
  freeShippingThreshold: 100_000,
  languages: [
    { name: 'en', long: 'English' },
    { name: 'nb', long: 'Norsk bokmål' },
    { name: 'sv', long: 'Svenska' },
  ],
  defaultLanguage: 'en',
  options: {
    acceptMailDefaultOn: true,
    disableAcceptMailWhenLoggingIn: false,
    disableAcceptMailOptionWhenRegisteringUser: false,
    allowOwnPhotos: true,
    gatherAddress2: true,
    gatherState: false,
    states: [],
    hidePostalCode: false,
    showDisabledDeliveryCountry: false,
    useAddressAutocompleteService: true,
    disableOrderComment: false,
  },
  seller: {
    name: 'Keepsake Demo AS',
    organisationNumber: '999 888 777',
    address: 'Storgata 12',
    postalCode: '0155',
    city: 'Oslo',
    country: 'NO',
    email: 'hello@keepsake.test',
    phone: '+47 22 12 34 56',
    bankAccount: '1503.12.34567',
    vatRegistered: true,
  },
};

type Item = Omit<typeof menuItems.$inferInsert, 'shopUuid' | 'uuid' | 'position'> & {
  key: string;
  children?: Omit<Item, 'children'>[];
};

const t = (en: string, nb: string, sv: string) => ({ en, nb, sv });

/** The configured side menu: children, a modal, an external link and every visibility. */
const MENU: Item[] = [
  {
    key: 'products',
    type: 'internal',
    target: '/products/packages',
    data: null,
    title: t('Products', 'Produkter', 'Produkter'),
    visibility: 1,
    children: [
      {
        key: 'packages',
        type: 'internal',
        target: '/products/packages',
        data: null,
        title: t('Packages', 'Pakker', 'Paket'),
        visibility: 1,
      },
      {
        key: 'digital',
        type: 'internal',
        target: '/products/digital-portraits',
        data: null,
        title: t('Digital portraits', 'Digitale portretter', 'Digitala porträtt'),
        visibility: 1,
      },
      {
        key: 'cards',
        type: 'internal',
        target: '/products/cards',
        data: null,
        title: t('Cards', 'Kort', 'Kort'),
        visibility: 1,
      },
      {
        key: 'calendars',
        type: 'internal',
        target: '/products/calendars',
        data: null,
        title: t('Calendars', 'Kalendere', 'Kalendrar'),
        visibility: 1,
      },
    ],
  },
  {
    key: 'share',
    type: 'modal',
    target: 'share-picture-sets',
    data: null,
    title: t('Share picture sets', 'Del bildesett', 'Dela bilduppsättningar'),
    visibility: 1,
  },
  {
    key: 'enter-code',
    type: 'internal',
    target: '/',
    data: null,
    title: t('Enter a code', 'Skriv inn kode', 'Ange kod'),
    visibility: 2,
  },
  {
    key: 'help',
    type: 'internal',
    target: '/contact-us',
    data: null,
    title: t('Help', 'Hjelp', 'Hjälp'),
    visibility: 0,
    children: [
      {
        key: 'contact',
        type: 'internal',
        target: '/contact-us',
        data: null,
        title: t('Contact us', 'Kontakt oss', 'Kontakta oss'),
        visibility: 0,
      },
      {
        key: 'picture-guide',
        type: 'internal',
        target: '/pages/picture-guide',
        data: null,
        title: t('Picture guide', 'Bildeguide', 'Bildguide'),
        visibility: 0,
      },
      {
        key: 'photographers',
        type: 'external',
        target: 'https://keepsake.test/photographers',
        data: { newWindow: 'true' },
        title: t('For photographers', 'For fotografer', 'För fotografer'),
        visibility: 0,
      },
    ],
  },
];

export function demoMenuRows(): (typeof menuItems.$inferInsert)[] {
  const rows: (typeof menuItems.$inferInsert)[] = [];
  MENU.forEach(({ key, children = [], ...item }, position) => {
    const uuid = demoUuid(`menu:${key}`);
    rows.push({ ...item, uuid, shopUuid: SHOP_UUID, parentUuid: null, position });
    children.forEach(({ key: childKey, ...child }, childPosition) => {
      rows.push({
        ...child,
        uuid: demoUuid(`menu:${childKey}`),
        shopUuid: SHOP_UUID,
        parentUuid: uuid,
        position: childPosition,
      });
    });
  });
  return rows;
}
