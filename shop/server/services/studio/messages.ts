/**
 * What a photo-day import or the code letters say to the studio, in the shop's languages. The
 * report carries codes; these texts are how a person reads them (CLI today, dashboard later).
 */
export const STUDIO_LANGUAGES = ['en', 'nb', 'sv'] as const;
export type StudioLanguage = (typeof STUDIO_LANGUAGES)[number];

export const isStudioLanguage = (value: string): value is StudioLanguage =>
  (STUDIO_LANGUAGES as readonly string[]).includes(value);

/** Why a row (or the whole photo day) was refused. */
export type IssueCode =
  | 'no-roster'
  | 'bad-job-file'
  | 'bad-header'
  | 'missing-name'
  | 'missing-file'
  | 'unreadable-file'
  | 'bad-path'
  | 'duplicate-person'
  | 'unknown-person'
  | 'unknown-picture-type'
  | 'bad-greenscreen'
  | 'too-small'
  | 'bad-code'
  | 'duplicate-code'
  | 'code-taken';

type Texts = Record<IssueCode, (detail: string) => string>;

const en: Texts = {
  'no-roster': () => 'Found neither INDEX.TXT (PSPA) nor roster.csv in the folder.',
  'bad-job-file': (d) => `job.json is not valid: ${d}`,
  'bad-header': (d) => `The roster's header lacks the column ${d}.`,
  'missing-name': () => 'The row names nobody.',
  'missing-file': (d) => `The picture file ${d} is missing.`,
  'unreadable-file': (d) => `The picture file ${d} cannot be read as a picture.`,
  'bad-path': (d) => `The file name ${d} points outside the photo day's folder.`,
  'duplicate-person': (d) => `${d} is in the roster twice.`,
  'unknown-person': (d) => `${d} is not in the roster, so the picture has nobody to go to.`,
  'unknown-picture-type': (d) => `Unknown picture type "${d}" (portrait, sibling, group or class).`,
  'bad-greenscreen': (d) =>
    `The green-screen column "${d}" needs one yes/no for the row, or one per file.`,
  'too-small': (d) => `The picture ${d} is under the studio's minimum print size.`,
  'bad-code': (d) => `The code ${d} is not a code of this shop (12 letters and digits).`,
  'duplicate-code': (d) => `The code ${d} is given to two people in the roster.`,
  'code-taken': (d) => `The code ${d} belongs to someone else, or this person has another code.`,
};

const nb: Texts = {
  'no-roster': () => 'Fant verken INDEX.TXT (PSPA) eller roster.csv i mappen.',
  'bad-job-file': (d) => `job.json er ikke gyldig: ${d}`,
  'bad-header': (d) => `Overskriftsraden mangler kolonnen ${d}.`,
  'missing-name': () => 'Raden har ikke noe navn.',
  'missing-file': (d) => `Bildefilen ${d} mangler.`,
  'unreadable-file': (d) => `Bildefilen ${d} kan ikke leses som et bilde.`,
  'bad-path': (d) => `Filnavnet ${d} peker ut av mappen for fotodagen.`,
  'duplicate-person': (d) => `${d} står to ganger i listen.`,
  'unknown-person': (d) => `${d} står ikke i listen, så bildet har ingen å høre til.`,
  'unknown-picture-type': (d) => `Ukjent bildetype «${d}» (portrait, sibling, group eller class).`,
  'bad-greenscreen': (d) =>
    `Grønnskjerm-kolonnen «${d}» trenger ett ja/nei for raden, eller ett per fil.`,
  'too-small': (d) => `Bildet ${d} er mindre enn studioets minste utskriftsstørrelse.`,
  'bad-code': (d) => `Koden ${d} er ikke en kode for denne butikken (12 bokstaver og sifre).`,
  'duplicate-code': (d) => `Koden ${d} er gitt til to personer i listen.`,
  'code-taken': (d) => `Koden ${d} tilhører noen andre, eller denne personen har en annen kode.`,
};

const sv: Texts = {
  'no-roster': () => 'Hittade varken INDEX.TXT (PSPA) eller roster.csv i mappen.',
  'bad-job-file': (d) => `job.json är inte giltig: ${d}`,
  'bad-header': (d) => `Rubrikraden saknar kolumnen ${d}.`,
  'missing-name': () => 'Raden saknar namn.',
  'missing-file': (d) => `Bildfilen ${d} saknas.`,
  'unreadable-file': (d) => `Bildfilen ${d} kan inte läsas som en bild.`,
  'bad-path': (d) => `Filnamnet ${d} pekar utanför fotodagens mapp.`,
  'duplicate-person': (d) => `${d} står två gånger i listan.`,
  'unknown-person': (d) => `${d} finns inte i listan, så bilden har ingen att höra till.`,
  'unknown-picture-type': (d) => `Okänd bildtyp "${d}" (portrait, sibling, group eller class).`,
  'bad-greenscreen': (d) =>
    `Greenscreen-kolumnen "${d}" behöver ett ja/nej för raden, eller ett per fil.`,
  'too-small': (d) => `Bilden ${d} är mindre än studions minsta utskriftsstorlek.`,
  'bad-code': (d) => `Koden ${d} är inte en kod för den här butiken (12 bokstäver och siffror).`,
  'duplicate-code': (d) => `Koden ${d} har getts till två personer i listan.`,
  'code-taken': (d) =>
    `Koden ${d} tillhör någon annan, eller så har den här personen en annan kod.`,
};

const ISSUE_TEXTS: Record<StudioLanguage, Texts> = { en, nb, sv };

/** How the report names a row: "Row 4" (the line in the roster file). */
const ROW: Record<StudioLanguage, (row: number) => string> = {
  en: (row) => `Row ${row}`,
  nb: (row) => `Rad ${row}`,
  sv: (row) => `Rad ${row}`,
};

export interface Issue {
  /** The line of the roster file (the header is line 1 of a CSV), or null for the whole day. */
  row: number | null;
  code: IssueCode;
  /** The file, name or column the issue is about (shown as is, never translated). */
  detail: string;
}

export function issueText(issue: Issue, lang: StudioLanguage): string {
  const text = ISSUE_TEXTS[lang][issue.code](issue.detail);
  return issue.row === null ? text : `${ROW[lang](issue.row)}: ${text}`;
}

/** The texts of one code letter and of the codes CSV. */
export interface LetterTexts {
  title: string;
  greeting: (name: string) => string;
  body: string;
  codeLabel: string;
  scan: string;
  orLink: string;
  deadline: (date: string) => string;
  noDeadline: string;
  contact: (who: string) => string;
  classLabel: string;
  csvHeader: [string, string, string, string, string];
}

export const LETTER_TEXTS: Record<StudioLanguage, LetterTexts> = {
  en: {
    title: 'School photos are ready',
    greeting: (name) => `Pictures of ${name}`,
    body: 'The pictures from the photo day are ready in our web shop. Enter the code below on the front page, or scan the QR code with your phone: the shop opens with the code filled in.',
    codeLabel: 'Your code',
    scan: 'Scan to open the shop',
    orLink: 'Or open',
    deadline: (date) => `Order by ${date} to get the photo day's prices.`,
    noDeadline: 'You can order whenever you like.',
    contact: (who) => `Questions? Contact ${who}.`,
    classLabel: 'Class',
    csvHeader: ['Class', 'Name', 'External id', 'Code', 'Link'],
  },
  nb: {
    title: 'Skolebildene er klare',
    greeting: (name) => `Bilder av ${name}`,
    body: 'Bildene fra fotodagen er klare i nettbutikken vår. Skriv inn koden nedenfor på forsiden, eller skann QR-koden med telefonen: butikken åpner seg med koden fylt inn.',
    codeLabel: 'Din kode',
    scan: 'Skann for å åpne butikken',
    orLink: 'Eller åpne',
    deadline: (date) => `Bestill innen ${date} for å få fotodagens priser.`,
    noDeadline: 'Du kan bestille når du vil.',
    contact: (who) => `Spørsmål? Kontakt ${who}.`,
    classLabel: 'Klasse',
    csvHeader: ['Klasse', 'Navn', 'Ekstern id', 'Kode', 'Lenke'],
  },
  sv: {
    title: 'Skolfotona är klara',
    greeting: (name) => `Bilder på ${name}`,
    body: 'Bilderna från fotodagen finns nu i vår webbutik. Skriv in koden nedan på startsidan, eller skanna QR-koden med telefonen: butiken öppnas med koden ifylld.',
    codeLabel: 'Din kod',
    scan: 'Skanna för att öppna butiken',
    orLink: 'Eller öppna',
    deadline: (date) => `Beställ senast ${date} för att få fotodagens priser.`,
    noDeadline: 'Du kan beställa när du vill.',
    contact: (who) => `Frågor? Kontakta ${who}.`,
    classLabel: 'Klass',
    csvHeader: ['Klass', 'Namn', 'Externt id', 'Kod', 'Länk'],
  },
};
