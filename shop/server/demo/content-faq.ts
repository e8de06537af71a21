import type { StoredModule } from '../services/content/cms';

export type Lang = 'en' | 'nb' | 'sv';
export type Text = Record<Lang, string>;

/** "Photo day FAQ": questions as rich text (HTML, sanitised when served) and a linked image. */
export function photoDayFaq(lang: Lang): StoredModule[] {
  const t = (text: Text) => text[lang];
  const qa = (q: Text, a: Text): StoredModule => ({
    type: 'RichText',
    html: `<h3>${t(q)}</h3><p>${t(a)}</p>`,
  });
  return [
    {
      type: 'Title',
      text: t({ en: 'Photo day FAQ', nb: 'Spørsmål om fotodagen', sv: 'Frågor om fotodagen' }),
    },
    qa(
      {
        en: 'What should my child wear?',
        nb: 'Hva bør barnet ha på seg?',
        sv: 'Vad ska mitt barn ha på sig?',
      },
      {
        en: 'Plain clothes in <strong>solid colours</strong> look best. Avoid green if the school uses green screen.',
        nb: 'Ensfargede klær blir <strong>finest</strong> på bildet. Unngå grønt hvis skolen bruker green screen.',
        sv: 'Enfärgade kläder blir <strong>finast</strong> på bilden. Undvik grönt om skolan använder green screen.',
      },
    ),
    qa(
      {
        en: 'My child was ill on photo day',
        nb: 'Barnet var sykt på fotodagen',
        sv: 'Mitt barn var sjukt på fotodagen',
      },
      {
        en: 'We come back for a catch-up day. Ask the school office for the date.',
        nb: 'Vi kommer tilbake for en ekstra fotodag. Spør skolen om datoen.',
        sv: 'Vi kommer tillbaka för en extra fotodag. Fråga skolan om datumet.',
      },
    ),
    qa(
      { en: 'I lost my code', nb: 'Jeg har mistet koden', sv: 'Jag har tappat bort koden' },
      {
        en: 'Write to us from the <a href="/contact-us">contact page</a> with the child\u2019s name and school.',
        nb: 'Skriv til oss fra <a href="/contact-us">kontaktsiden</a> med barnets navn og skole.',
        sv: 'Skriv till oss via <a href="/contact-us">kontaktsidan</a> med barnets namn och skola.',
      },
    ),
    {
      type: 'Image',
      src: '/cms/banner-photo-day.svg',
      alt: t({
        en: 'A camera on photo day',
        nb: 'Et kamera på fotodagen',
        sv: 'En kamera på fotodagen',
      }),
      link: '/pages/how-it-works',
    },
  ];
}
