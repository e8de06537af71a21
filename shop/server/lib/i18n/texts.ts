import type { OrderStatus } from '../../../contract/order-status';
import type { Lang } from './format';

// The words of every mail and PDF the shop sends a parent, in English, Norsk and Svenska: one
// table, so a new text is written once for all three and a mail never mixes languages. `{…}`
// are filled in by the caller with `fill`. The type makes each language give every text, and
// catalogue.test.ts refuses one left empty, left in English or with other placeholders.

/** How an order was paid (a stored receipt's `method.kind`; indexing by it checks the two agree). */
type PaymentKind = 'invoice' | 'mobile' | 'card';

/** The password reset, the order confirmation and the shared pictures mails. */
export interface MailTexts {
  greeting: string;
  greetingNamed: string;
  resetSubject: string;
  resetOpenLink: string;
  resetLinkText: string;
  resetValidity: string;
  orderSubject: string;
  orderThanks: string;
  orderReference: string;
  orderDelivery: string;
  orderVoucher: string;
  orderFree: string;
  shareSubject: string;
  shareIntro: string;
  shareOpen: string;
  shareCodeNote: string;
}

/** The packing slip in the parcel, the status mails and the confirmation's digital downloads. */
export interface FulfilmentTexts {
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

/** The receipt's rows, the invoice PDF and the invoice reminder mail. */
export interface ReceiptTexts {
  order: string;
  seller: string;
  organisationNumber: string;
  paymentMethod: string;
  methods: Record<PaymentKind, string>;
  /** '{rate}' and '{amount}' filled in. */
  vatLine: string;
  vatTotal: string;
  total: string;
  invoice: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  kid: string;
  bankAccount: string;
  customer: string;
  quantity: string;
  description: string;
  vatRate: string;
  amount: string;
  payTo: string;
  invoiceLink: string;
  reminderSubject: string;
  reminderBody: string;
}

export interface Texts {
  mail: MailTexts;
  fulfilment: FulfilmentTexts;
  receipt: ReceiptTexts;
}

export const TEXTS: Record<Lang, Texts> = {
  en: {
    mail: {
      greeting: 'Hi,',
      greetingNamed: 'Hi {name},',
      resetSubject: 'Reset your Keepsake password',
      resetOpenLink: 'Open this link to choose a new password:',
      resetLinkText: 'Choose a new password',
      resetValidity:
        'The link works once and for {hours} hours. If you did not ask for it, ignore this mail.',
      orderSubject: 'Order confirmation {reference}',
      orderThanks: 'Thank you for the order!',
      orderReference: 'Order {reference}',
      orderDelivery: 'Delivery: {name}',
      orderVoucher: 'Voucher code: {code}',
      orderFree: 'Free',
      shareSubject: '{from} shared pictures with you',
      shareIntro: '{from} wants to share school pictures from {shop} with you.',
      shareOpen: 'Open {url} and enter the code to see the pictures:',
      shareCodeNote: 'The code gives access to the pictures of the person named before it.',
    },
    fulfilment: {
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
    receipt: {
      order: 'Order {ref}',
      seller: 'Seller',
      organisationNumber: 'Org. no.',
      paymentMethod: 'Payment method',
      methods: { invoice: 'Invoice', mobile: 'Mobile payment', card: 'Card' },
      vatLine: 'VAT {rate} % of {amount}',
      vatTotal: 'Total VAT',
      total: 'Total',
      invoice: 'Invoice',
      invoiceNumber: 'Invoice no.',
      invoiceDate: 'Invoice date',
      dueDate: 'Due date',
      kid: 'KID',
      bankAccount: 'Bank account',
      customer: 'Customer',
      quantity: 'Qty',
      description: 'Description',
      vatRate: 'VAT',
      amount: 'Amount',
      payTo: 'Pay {amount} to account {account} with KID {kid} by {due}.',
      invoiceLink: 'Your invoice (PDF):',
      reminderSubject: 'Reminder: invoice {number} is overdue',
      reminderBody:
        'We have not yet received the payment of invoice {number} for order {ref}, due {due}.',
    },
  },
  nb: {
    mail: {
      greeting: 'Hei,',
      greetingNamed: 'Hei {name},',
      resetSubject: 'Lag nytt passord for Keepsake',
      resetOpenLink: 'Åpne denne lenken for å velge et nytt passord:',
      resetLinkText: 'Velg et nytt passord',
      resetValidity:
        'Lenken virker én gang og i {hours} timer. Hvis du ikke ba om den, kan du se bort fra denne e-posten.',
      orderSubject: 'Ordrebekreftelse {reference}',
      orderThanks: 'Takk for bestillingen!',
      orderReference: 'Bestilling {reference}',
      orderDelivery: 'Levering: {name}',
      orderVoucher: 'Rabattkode: {code}',
      orderFree: 'Gratis',
      shareSubject: '{from} har delt bilder med deg',
      shareIntro: '{from} vil dele skolebilder fra {shop} med deg.',
      shareOpen: 'Åpne {url} og skriv inn koden for å se bildene:',
      shareCodeNote: 'Koden gir tilgang til bildene av personen som står foran den.',
    },
    fulfilment: {
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
      downloadAfterInvoice:
        '{name}: klar til nedlasting under Bestillinger når fakturaen er betalt.',
    },
    receipt: {
      order: 'Ordre {ref}',
      seller: 'Selger',
      organisationNumber: 'Org.nr.',
      paymentMethod: 'Betalingsmåte',
      methods: { invoice: 'Faktura', mobile: 'Mobilbetaling', card: 'Kort' },
      vatLine: 'MVA {rate} % av {amount}',
      vatTotal: 'Sum MVA',
      total: 'Totalt',
      invoice: 'Faktura',
      invoiceNumber: 'Fakturanr.',
      invoiceDate: 'Fakturadato',
      dueDate: 'Forfallsdato',
      kid: 'KID',
      bankAccount: 'Kontonummer',
      customer: 'Kunde',
      quantity: 'Antall',
      description: 'Beskrivelse',
      vatRate: 'MVA',
      amount: 'Beløp',
      payTo: 'Betal {amount} til konto {account} med KID {kid} innen {due}.',
      invoiceLink: 'Fakturaen din (PDF):',
      reminderSubject: 'Påminnelse: faktura {number} har forfalt',
      reminderBody:
        'Vi har ennå ikke mottatt betaling for faktura {number} for ordre {ref}, som forfalt {due}.',
    },
  },
  sv: {
    mail: {
      greeting: 'Hej,',
      greetingNamed: 'Hej {name},',
      resetSubject: 'Återställ ditt lösenord för Keepsake',
      resetOpenLink: 'Öppna den här länken för att välja ett nytt lösenord:',
      resetLinkText: 'Välj ett nytt lösenord',
      resetValidity:
        'Länken fungerar en gång och i {hours} timmar. Om du inte bad om den kan du bortse från det här meddelandet.',
      orderSubject: 'Orderbekräftelse {reference}',
      orderThanks: 'Tack för din beställning!',
      orderReference: 'Beställning {reference}',
      orderDelivery: 'Leverans: {name}',
      orderVoucher: 'Rabattkod: {code}',
      orderFree: 'Gratis',
      shareSubject: '{from} har delat bilder med dig',
      shareIntro: '{from} vill dela skolbilder från {shop} med dig.',
      shareOpen: 'Öppna {url} och ange koden för att se bilderna:',
      shareCodeNote: 'Koden ger tillgång till bilderna av personen som står före den.',
    },
    fulfilment: {
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
      downloadAfterInvoice:
        '{name}: klar att ladda ner under Beställningar när fakturan är betald.',
    },
    receipt: {
      order: 'Order {ref}',
      seller: 'Säljare',
      organisationNumber: 'Org.nr',
      paymentMethod: 'Betalningssätt',
      methods: { invoice: 'Faktura', mobile: 'Mobilbetalning', card: 'Kort' },
      vatLine: 'Moms {rate} % av {amount}',
      vatTotal: 'Summa moms',
      total: 'Totalt',
      invoice: 'Faktura',
      invoiceNumber: 'Fakturanr',
      invoiceDate: 'Fakturadatum',
      dueDate: 'Förfallodatum',
      kid: 'KID',
      bankAccount: 'Kontonummer',
      customer: 'Kund',
      quantity: 'Antal',
      description: 'Beskrivning',
      vatRate: 'Moms',
      amount: 'Belopp',
      payTo: 'Betala {amount} till konto {account} med KID {kid} senast {due}.',
      invoiceLink: 'Din faktura (PDF):',
      reminderSubject: 'Påminnelse: faktura {number} är förfallen',
      reminderBody:
        'Vi har ännu inte fått betalningen av faktura {number} för order {ref}, som förföll {due}.',
    },
  },
};

/** Fills `{name}` placeholders; a value that is not given leaves its placeholder as it is. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** A mail text in the language with its `{name}` values filled in (values are not escaped). */
export const mailText = (
  lang: Lang,
  key: keyof MailTexts,
  values: Record<string, string | number> = {},
): string => fill(TEXTS[lang].mail[key], values);
