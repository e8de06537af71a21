import type { Lang } from '../../lib/i18n/format';

/** The words of every mail the shop sends, in one language (`{…}` are filled in by the caller). */
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

/**
 * Every mail in English, Norsk and Svenska. A mail goes out in its recipient's language (the
 * user's, which follows the language they used the shop in); the type makes each language give
 * every text, and mail.test.ts checks none is left in English.
 */
export const mailTexts: Record<Lang, MailTexts> = {
  en: {
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
  nb: {
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
  sv: {
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
};

/** A mail text in the language with its `{name}` values filled in (values are not escaped). */
export function mailText(
  lang: Lang,
  key: keyof MailTexts,
  values: Record<string, string | number> = {},
): string {
  return mailTexts[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
