import type { StoredModule } from '../services/content/cms';
import type { Lang, Text } from './content-faq';

/** A module type this shop does not know, as a newer content editor might store it. */
interface UnknownModule {
  type: string;
  [field: string]: unknown;
}

/**
 * "Picture guide": one of every module a content page can hold, in the order a parent reads
 * them. The HTML paragraph carries what an editor might paste (a script, an event handler, a
 * javascript: link); the server drops those before the page is served. The last module is of a
 * type the shop does not know and shows nothing.
 */
export function pictureGuide(lang: Lang): (StoredModule | UnknownModule)[] {
  const t = (text: Text) => text[lang];
  return [
    {
      type: 'Slider',
      duration: 6,
      slides: [
        {
          background: '/cms/banner-photo-day.svg',
          title: t({ en: 'Smile!', nb: 'Smil!', sv: 'Le!' }),
          text: t({
            en: 'Each child is photographed on its own and with the class.',
            nb: 'Hvert barn fotograferes alene og med klassen.',
            sv: 'Varje barn fotograferas ensamt och med klassen.',
          }),
          buttonText: t({
            en: 'Photo day FAQ',
            nb: 'Spørsmål om fotodagen',
            sv: 'Frågor om fotodagen',
          }),
          link: '/pages/photo-day-faq',
        },
        {
          background: '/cms/banner-deliver.svg',
          title: t({ en: 'Printed with care', nb: 'Trykket med omhu', sv: 'Tryckt med omsorg' }),
          text: t({
            en: 'Every print is checked by hand before it is sent.',
            nb: 'Hvert bilde kontrolleres for hånd før det sendes.',
            sv: 'Varje bild kontrolleras för hand innan den skickas.',
          }),
          buttonText: t({ en: 'See the packages', nb: 'Se pakkene', sv: 'Se paketen' }),
          link: '/products/packages',
        },
      ],
    },
    { type: 'Title', text: t({ en: 'Picture guide', nb: 'Bildeguide', sv: 'Bildguide' }) },
    {
      type: 'Paragraph',
      text: t({
        en: 'Prints come on matte paper.\nDigital pictures are full size and yours to keep.',
        nb: 'Bildene trykkes på matt papir.\nDigitale bilder er i full størrelse og dine å beholde.',
        sv: 'Bilderna trycks på matt papper.\nDigitala bilder är i full storlek och dina att behålla.',
      }),
    },
    {
      type: 'Paragraph',
      html: true,
      text:
        t({
          en: '<p>Frames fit a <strong>13×18 cm</strong> print. <a href="/contact-us">Ask us</a> about other sizes.</p>',
          nb: '<p>Rammene passer til et <strong>13×18 cm</strong> bilde. <a href="/contact-us">Spør oss</a> om andre størrelser.</p>',
          sv: '<p>Ramarna passar en <strong>13×18 cm</strong> bild. <a href="/contact-us">Fråga oss</a> om andra storlekar.</p>',
        }) +
        '<script>window.cmsInjected = true</script>' +
        '<p onmouseover="window.cmsInjected = true"><a href="javascript:window.cmsInjected = true">' +
        t({ en: 'Size chart', nb: 'Størrelsestabell', sv: 'Storlekstabell' }) +
        '</a></p>',
    },
    {
      type: 'Image',
      src: '/cms/banner-choose.svg',
      alt: t({
        en: 'Questions about photo day',
        nb: 'Spørsmål om fotodagen',
        sv: 'Frågor om fotodagen',
      }),
      link: '/pages/photo-day-faq',
      newWindow: true,
    },
    {
      type: 'RichText',
      html: t({
        en: '<h3>Good to know</h3><ul><li>Orders are sent within five working days.</li><li>Sibling pictures are in each child\u2019s set.</li></ul>',
        nb: '<h3>Greit å vite</h3><ul><li>Bestillinger sendes innen fem virkedager.</li><li>Søskenbilder ligger i hvert barns sett.</li></ul>',
        sv: '<h3>Bra att veta</h3><ul><li>Beställningar skickas inom fem arbetsdagar.</li><li>Syskonbilder finns i varje barns uppsättning.</li></ul>',
      }),
    },
    {
      type: 'PromoteCategory',
      categories: [
        {
          internalName: 'packages',
          title: t({ en: 'Packages', nb: 'Pakker', sv: 'Paket' }),
          description: t({
            en: 'Prints at a package price',
            nb: 'Bilder til pakkepris',
            sv: 'Bilder till paketpris',
          }),
          image: '/cms/category-packages.svg',
        },
        {
          internalName: 'calendar',
          title: t({ en: 'Calendars', nb: 'Kalendere', sv: 'Kalendrar' }),
          description: t({
            en: 'A picture for every month',
            nb: 'Et bilde for hver måned',
            sv: 'En bild för varje månad',
          }),
          image: '/cms/category-calendar.svg',
        },
      ],
    },
    { type: 'Countdown', until: '2027-06-01', text: 'Photo day in' },
  ];
}
