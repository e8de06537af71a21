// What a parent reads from fulfilment (the packing slip in the parcel, the status mails), in the
// shop's three languages. Every language has every key: strings.test.ts fails on a missing one.
import type { OrderStatus } from '../../db/schema';

export type Lang = 'en' | 'nb' | 'sv';
export const LANGS: readonly Lang[] = ['en', 'nb', 'sv'];

/** BCP 47 locale of a language: month names of calendars, dates on the slip. */
export const LOCALES: Record<Lang, string> = { en: 'en-GB', nb: 'nb-NO', sv: 'sv-SE' };

export interface FulfilmentStrings {
  packingSlip: string;
  order: string;
  ordered: string;
  deliverTo: string;
  schoolPickup: string;
  storePickup: string;
  digitalDelivery: string;
  school: string;
  group: string;
  quantity: string;
  product: string;
  format: string;
  options: string;
  digitalNote: string;
  catalogueOf: string;
  thanks: string;
  batchTitle: string;
  batchOrders: string;
  status: Record<OrderStatus, string>;
  shippedSubject: string;
  shippedBody: string;
  tracking: string;
  readySubject: string;
  readyBody: string;
  followLink: string;
  /** The confirmation mail's digital downloads. */
  downloadsHeading: string;
  downloadsSignIn: string;
  /** {name}: the order line's description and the picture's number in its set. */
  downloadOn: string;
  downloadTransparent: string;
  downloadOriginal: string;
  /** {name}: a picture held back until the order's invoice is paid. */
  downloadAfterInvoice: string;
}

export const STRINGS: Record<Lang, FulfilmentStrings> = {
  en: {
    packingSlip: 'Packing slip',
    order: 'Order',
    ordered: 'Ordered',
    deliverTo: 'Deliver to',
    schoolPickup: 'Pickup at school',
    storePickup: 'Pickup at',
    digitalDelivery: 'Digital delivery',
    school: 'School',
    group: 'Class or group',
    quantity: 'Qty',
    product: 'Product',
    format: 'Format',
    options: 'Options',
    digitalNote: 'Digital pictures are downloaded from My orders.',
    catalogueOf: 'Photo catalogue',
    thanks: 'Thank you for your order!',
    batchTitle: 'School delivery',
    batchOrders: 'Orders in this delivery',
    status: {
      received: 'Received',
      in_production: 'In production',
      shipped: 'Shipped',
      ready_for_pickup: 'Ready for pickup',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
      refunded: 'Refunded',
    },
    shippedSubject: 'Your order {ref} is on its way',
    shippedBody: 'Your order {ref} has been shipped.',
    tracking: 'Tracking reference: {tracking}',
    readySubject: 'Your order {ref} is ready for pickup',
    readyBody: 'Your order {ref} is ready for pickup at {place}.',
    followLink: 'Follow your order:',
    downloadsHeading: 'Your digital pictures',
    downloadsSignIn: 'The links open once you are signed in to the shop with this account.',
    downloadOn: '{name} on {background}',
    downloadTransparent: '{name}, transparent background (PNG)',
    downloadOriginal: '{name}',
    downloadAfterInvoice: '{name}: ready to download under Orders once the invoice is paid.',
  },
  nb: {
    packingSlip: 'Pakkseddel',
    order: 'Ordre',
    ordered: 'Bestilt',
    deliverTo: 'Leveres til',
    schoolPickup: 'Hentes på skolen',
    storePickup: 'Hentes hos',
    digitalDelivery: 'Digital levering',
    school: 'Skole',
    group: 'Klasse eller gruppe',
    quantity: 'Antall',
    product: 'Produkt',
    format: 'Format',
    options: 'Valg',
    digitalNote: 'Digitale bilder lastes ned fra Mine ordre.',
    catalogueOf: 'Fotokatalog',
    thanks: 'Takk for bestillingen!',
    batchTitle: 'Skolelevering',
    batchOrders: 'Ordre i denne leveransen',
    status: {
      received: 'Mottatt',
      in_production: 'I produksjon',
      shipped: 'Sendt',
      ready_for_pickup: 'Klar til henting',
      delivered: 'Levert',
      cancelled: 'Kansellert',
      refunded: 'Refundert',
    },
    shippedSubject: 'Ordre {ref} er på vei',
    shippedBody: 'Ordre {ref} er sendt.',
    tracking: 'Sporingsnummer: {tracking}',
    readySubject: 'Ordre {ref} er klar til henting',
    readyBody: 'Ordre {ref} er klar til henting hos {place}.',
    followLink: 'Følg bestillingen:',
    downloadsHeading: 'Dine digitale bilder',
    downloadsSignIn: 'Lenkene åpnes når du er logget inn i butikken med denne kontoen.',
    downloadOn: '{name} på {background}',
    downloadTransparent: '{name}, gjennomsiktig bakgrunn (PNG)',
    downloadOriginal: '{name}',
    downloadAfterInvoice: '{name}: klar til nedlasting under Bestillinger når fakturaen er betalt.',
  },
  sv: {
    packingSlip: 'Följesedel',
    order: 'Order',
    ordered: 'Beställd',
    deliverTo: 'Levereras till',
    schoolPickup: 'Hämtas på skolan',
    storePickup: 'Hämtas hos',
    digitalDelivery: 'Digital leverans',
    school: 'Skola',
    group: 'Klass eller grupp',
    quantity: 'Antal',
    product: 'Produkt',
    format: 'Format',
    options: 'Val',
    digitalNote: 'Digitala bilder laddas ned från Mina ordrar.',
    catalogueOf: 'Fotokatalog',
    thanks: 'Tack för din beställning!',
    batchTitle: 'Skolleverans',
    batchOrders: 'Ordrar i denna leverans',
    status: {
      received: 'Mottagen',
      in_production: 'I produktion',
      shipped: 'Skickad',
      ready_for_pickup: 'Klar att hämta',
      delivered: 'Levererad',
      cancelled: 'Avbruten',
      refunded: 'Återbetald',
    },
    shippedSubject: 'Din order {ref} är på väg',
    shippedBody: 'Din order {ref} har skickats.',
    tracking: 'Spårningsnummer: {tracking}',
    readySubject: 'Din order {ref} är klar att hämta',
    readyBody: 'Din order {ref} är klar att hämta hos {place}.',
    followLink: 'Följ din beställning:',
    downloadsHeading: 'Dina digitala bilder',
    downloadsSignIn: 'Länkarna öppnas när du är inloggad i butiken med det här kontot.',
    downloadOn: '{name} på {background}',
    downloadTransparent: '{name}, genomskinlig bakgrund (PNG)',
    downloadOriginal: '{name}',
    downloadAfterInvoice: '{name}: klar att ladda ner under Beställningar när fakturan är betald.',
  },
};

/** A language the shop has, English for anything else. */
export const langOf = (value: string | null | undefined): Lang =>
  value === 'nb' || value === 'sv' ? value : 'en';

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
