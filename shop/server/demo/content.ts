import type { Db } from '../db/client';
import { cmsPages } from '../db/schema';
import type { StoredModule } from '../services/content/cms';
import { photoDayFaq } from './content-faq';
import { pictureGuide } from './content-guide';
import type { Lang, Text } from './content-faq';

const slide =
  (key: string, title: Text, text: Text, button: Text, link: string) => (lang: Lang) => ({
    background: `/cms/banner-${key}.svg`,
    title: title[lang],
    text: text[lang],
    buttonText: button[lang],
    link,
  });

const SLIDES = [
  slide(
    'photo-day',
    { en: '1. Photo day', nb: '1. Fotodag', sv: '1. Fotodag' },
    {
      en: 'We photograph every child on its own, with siblings and with the class.',
      nb: 'Vi fotograferer hvert barn alene, sammen med søsken og med klassen.',
      sv: 'Vi fotograferar varje barn ensamt, med syskon och med klassen.',
    },
    { en: 'Photo day FAQ', nb: 'Spørsmål om fotodagen', sv: 'Frågor om fotodagen' },
    '/pages/photo-day-faq',
  ),
  slide(
    'choose',
    { en: '2. Your code', nb: '2. Din kode', sv: '2. Din kod' },
    {
      en: 'A few days later you receive a code by SMS, letter or e-mail. Enter it to see the pictures.',
      nb: 'Noen dager senere får du en kode på SMS, brev eller e-post. Skriv den inn for å se bildene.',
      sv: 'Några dagar senare får du en kod via sms, brev eller e-post. Ange den för att se bilderna.',
    },
    { en: 'Enter your code', nb: 'Skriv inn koden', sv: 'Ange koden' },
    '/',
  ),
  slide(
    'deliver',
    { en: '3. Prints and gifts', nb: '3. Bilder og gaver', sv: '3. Bilder och presenter' },
    {
      en: 'Choose packages, cards, calendars or digital pictures. We deliver to your door or to the school.',
      nb: 'Velg pakker, kort, kalendere eller digitale bilder. Vi leverer hjem eller til skolen.',
      sv: 'Välj paket, kort, kalendrar eller digitala bilder. Vi levererar hem eller till skolan.',
    },
    { en: 'See the packages', nb: 'Se pakkene', sv: 'Se paketen' },
    '/products/packages',
  ),
];

const tile = (internalName: string, title: Text, description: Text) => (lang: Lang) => ({
  internalName,
  title: title[lang],
  description: description[lang],
  image: `/cms/category-${internalName}.svg`,
});

const TILES = [
  tile(
    'packages',
    { en: 'Packages', nb: 'Pakker', sv: 'Paket' },
    {
      en: 'Prints at a package price',
      nb: 'Bilder til pakkepris',
      sv: 'Bilder till paketpris',
    },
  ),
  tile(
    'cards',
    { en: 'Cards', nb: 'Kort', sv: 'Kort' },
    {
      en: 'Invitations and thank-you cards',
      nb: 'Invitasjoner og takkekort',
      sv: 'Inbjudningar och tackkort',
    },
  ),
  tile(
    'calendar',
    { en: 'Calendars', nb: 'Kalendere', sv: 'Kalendrar' },
    {
      en: 'A picture for every month',
      nb: 'Et bilde for hver måned',
      sv: 'En bild för varje månad',
    },
  ),
  tile(
    'mugs',
    { en: 'Mugs', nb: 'Kopper', sv: 'Muggar' },
    {
      en: 'A smile with every cup',
      nb: 'Et smil til hver kopp',
      sv: 'Ett leende till varje kopp',
    },
  ),
  tile(
    'photobook',
    { en: 'Photo books', nb: 'Fotobøker', sv: 'Fotoböcker' },
    {
      en: 'Not sold in this shop',
      nb: 'Selges ikke i denne butikken',
      sv: 'Säljs inte i den här butiken',
    },
  ),
];

function howItWorks(lang: Lang): StoredModule[] {
  const t = (text: Text) => text[lang];
  return [
    { type: 'Slider', duration: 5, slides: SLIDES.map((s) => s(lang)) },
    {
      type: 'Title',
      text: t({ en: 'How it works', nb: 'Slik fungerer det', sv: 'Så fungerar det' }),
    },
    {
      type: 'Paragraph',
      text: t({
        en: 'Keepsake is the web shop of your school photographer.\nEverything you order is printed on quality paper and checked by hand.',
        nb: 'Keepsake er nettbutikken til skolefotografen din.\nAlt du bestiller trykkes på kvalitetspapir og kontrolleres for hånd.',
        sv: 'Keepsake är webbutiken för din skolfotograf.\nAllt du beställer trycks på kvalitetspapper och kontrolleras för hand.',
      }),
    },
    {
      type: 'Title',
      text: t({ en: 'Popular products', nb: 'Populære produkter', sv: 'Populära produkter' }),
    },
    { type: 'PromoteCategory', categories: TILES.map((c) => c(lang)) },
  ];
}

const pages = [
  {
    id: 'how-it-works',
    title: { en: 'How it works', nb: 'Slik fungerer det', sv: 'Så fungerar det' },
    build: howItWorks,
  },
  {
    id: 'photo-day-faq',
    title: { en: 'Photo day FAQ', nb: 'Spørsmål om fotodagen', sv: 'Frågor om fotodagen' },
    build: photoDayFaq,
  },
  {
    id: 'picture-guide',
    title: { en: 'Picture guide', nb: 'Bildeguide', sv: 'Bildguide' },
    build: pictureGuide,
  },
];

/**
 * The demo shop's content pages: "How it works" with a slider, "Photo day FAQ" and "Picture
 * guide" (every module type, linked from the side menu's Help group).
 */
export async function seedContent(db: Db): Promise<void> {
  await db
    .insert(cmsPages)
    .values(
      pages.map((p) => ({
        id: p.id,
        title: p.title,
        modules: { en: p.build('en'), nb: p.build('nb'), sv: p.build('sv') },
      })),
    )
    .onConflictDoNothing();
}
