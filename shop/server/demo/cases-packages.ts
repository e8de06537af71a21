// The demo's package cases (issue 24): two siblings' photo days whose parent meets a package
// that keeps to one child (allowSubjectChange off) beside one that may take either child's
// pictures (package mode), each with a card whose design is fixed and one whose design may
// change (canChangeTemplate). Imported as the other demo photo days are, and the packages through
// the demo price sheet; the lists in catalogue.ts, sets.ts, codes.ts and prices.ts take these in.
// A leaf like cases-shop.ts: it imports none of them, so no import closes a cycle.
import type { PriceSheet } from '../services/prices/sheet';

/** Access codes of the package cases' children, all starting with PK. */
export const PACKAGE_CASE_CODES = {
  /** Pia Kvale: the package cases' child (her parent holds her brother Petter too). */
  pia: 'PKPA-3WMT-8HRC',
  /** Petter Kvale: Pia's brother, the other child a package may or may not switch to. */
  petter: 'PKPT-6RVN-2KXD',
} as const;
type CaseChild = keyof typeof PACKAGE_CASE_CODES;

export type PackageCaseJobKey = 'pkPia' | 'pkPetter';

const job = (key: PackageCaseJobKey, day: number, name: string, editor = {}) => ({
  key,
  school: 'elvebakken' as const,
  photographer: 'lysglimt' as const,
  name: `Elvebakken skole – ${name}`,
  jobType: 'school' as const,
  creationTime: `2026-11-${day}T08:00:00Z`,
  hasBeenInWebShop: true,
  requireFineTunedPictures: false,
  editor,
});

/**
 * The package cases' photo days, after the editor cases': Petter's retake day first, then Pia's,
 * so Pia's is her parent's newest and a package is built for her.
 */
export const PACKAGE_CASE_JOBS = [
  job('pkPetter', 18, 'package cases, retakes'),
  // Package mode (job.json subjectChange 4): Pia's products may take any of her parent's sets.
  job('pkPia', 19, 'package cases', { subjectChange: 4 as const }),
];

const portrait = (who: CaseChild, variant: number) => ({
  file: `${who}-${variant}.jpg`,
  type: 'IP' as const,
  scene: { kind: 'portrait' as const, who, variant, greenscreen: false },
  favorite: variant === 1,
});

export const PACKAGE_CASE_SETS = [
  {
    key: 'pia' as const,
    name: 'Pia Kvale',
    group: false,
    job: 'pkPia' as const,
    className: '3A',
    available: true,
    pictures: [portrait('pia', 1), portrait('pia', 2)],
  },
  {
    key: 'petter' as const,
    name: 'Petter Kvale',
    group: false,
    job: 'pkPetter' as const,
    className: '6B',
    available: true,
    pictures: [portrait('petter', 1)],
  },
];

/** The package cases' packages (uuids as demoUuid('package:pk-…') gives them). */
export const PACKAGE_CASE_PACKAGES = {
  oneChild: 'c49a73c9-a42d-5c71-a37f-a5d755708c6e',
  siblings: 'c78e9a0c-ffc9-52f9-b3c4-7c9383b73d81',
} as const;

/** Card 10x15 (demoProductUuid('card-10x15')) and its graduation design; it has two designs. */
const CARD_10X15 = 'eb8624af-73c2-52b8-9d6a-c9f05ed3a641';
const GRADUATION = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0002';

/** Two cards: the first keeps its design (no Change design), the second may change it. */
const twoCards: PriceSheet['packages'][number]['items'] = [
  {
    type: 'TEMPLATE_PRODUCT',
    productUuid: CARD_10X15,
    templateUuid: GRADUATION,
    canChangeTemplate: false,
  },
  {
    type: 'TEMPLATE_PRODUCT',
    productUuid: CARD_10X15,
    templateUuid: GRADUATION,
    canChangeTemplate: true,
  },
];

const cardPackage = (
  uuid: string,
  position: number,
  allowSubjectChange: boolean,
  name: PriceSheet['packages'][number]['name'],
  description: PriceSheet['packages'][number]['description'],
): PriceSheet['packages'][number] => ({
  uuid,
  position,
  type: 'package',
  name,
  description,
  image: '/cms/category-cards.svg',
  link: null,
  linkText: null,
  linkInfo: null,
  originalPrice: 39900,
  price: 29900,
  deadlinePrice: null,
  deadline: null,
  disabledReason: null,
  allowSubjectChange,
  items: twoCards,
  vatRate: null,
});

/**
 * The package cases' part of the demo price sheet: the two packages, and the photo days offering
 * only them (so their parent sees these two and no other).
 */
export const PACKAGE_CASES_SHEET: Pick<PriceSheet, 'packages' | 'jobs'> = {
  packages: [
    // The parent cannot switch this package to another child's pictures.
    cardPackage(
      PACKAGE_CASE_PACKAGES.oneChild,
      10,
      false,
      { en: 'One-child card package', nb: 'Kortpakke for ett barn', sv: 'Kortpaket för ett barn' },
      {
        en: 'Two cards with pictures of one child',
        nb: 'To kort med bilder av ett barn',
        sv: 'Två kort med bilder av ett barn',
      },
    ),
    // Package mode: any of the parent's children, and a new picture may go in the whole package.
    cardPackage(
      PACKAGE_CASE_PACKAGES.siblings,
      11,
      true,
      { en: 'Sibling card package', nb: 'Søskenkortpakke', sv: 'Syskonkortpaket' },
      {
        en: 'Two cards with pictures of any of your children',
        nb: 'To kort med bilder av hvilket som helst av barna dine',
        sv: 'Två kort med bilder av vilket som helst av dina barn',
      },
    ),
  ],
  jobs: (['pkPia', 'pkPetter'] as const).map((job) => ({
    job,
    packages: [PACKAGE_CASE_PACKAGES.oneChild, PACKAGE_CASE_PACKAGES.siblings],
  })),
};
