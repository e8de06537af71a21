// The demo's shop cases (issue 24): a set with more pictures than a card shows, a bought set, a
// photo day not yet in the web shop, and the parents who reach them. Imported as the other demo
// photo days are; the lists in catalogue.ts, sets.ts and codes.ts take these in (and check their
// types there: this file imports none of them, so no import closes a cycle).

export type ShopCaseJobKey = 'fjellvangGraduation' | 'solbakkenAutumn';

export const SHOP_CASE_JOBS = [
  {
    key: 'fjellvangGraduation' as const,
    school: 'fjellvang' as const,
    photographer: 'lysglimt' as const,
    name: 'Fjellvang skole – graduation 2026',
    jobType: 'school' as const,
    creationTime: '2026-06-12T08:00:00Z',
    hasBeenInWebShop: true,
    requireFineTunedPictures: false,
  },
  {
    // Photographed, but never published and not waiting for fine-tuning: its sets say that no
    // pictures are available, not that they are on their way.
    key: 'solbakkenAutumn' as const,
    school: 'solbakken' as const,
    photographer: 'nordlys' as const,
    name: 'Solbakken barnehage – autumn photos 2026',
    jobType: 'kindergarten' as const,
    creationTime: '2026-11-09T08:00:00Z',
    hasBeenInWebShop: false,
    requireFineTunedPictures: false,
  },
];

const portrait = (who: 'astrid' | 'hedda', variant: number) => ({
  file: `${who}-${variant}.jpg`,
  type: 'IP' as const,
  scene: { kind: 'portrait' as const, who, variant, greenscreen: false },
  favorite: variant === 1,
});

/** Astrid's eight portraits and her class picture: nine, two more than a card shows. */
export const ASTRID_PICTURES = 9;

export const SHOP_CASE_SETS = [
  {
    key: 'astrid' as const,
    className: '10C',
    name: 'Astrid Holm',
    group: false,
    job: 'fjellvangGraduation' as const,
    available: true,
    pictures: [
      ...Array.from({ length: ASTRID_PICTURES - 1 }, (_, i) => portrait('astrid', i + 1)),
      {
        file: 'group-class10c-1.jpg',
        type: 'GP' as const,
        scene: { kind: 'group' as const, group: 'class10c', variant: 1 },
      },
    ],
  },
  {
    key: 'hedda' as const,
    className: 'Tyttebær',
    name: 'Hedda Vik',
    group: false,
    job: 'solbakkenAutumn' as const,
    available: false,
    pictures: [portrait('hedda', 1)],
  },
];

/** The parent who bought Astrid's whole set: her card reads 'View and download'. */
export const SETS_PARENT = {
  email: 'sets@keepsake.test',
  password: 'keepsake-demo',
  name: 'Hilde Holm',
  mobile: '+4791234501',
} as const;

/** A parent with an account and no picture sets: nothing to share. */
export const NO_SETS_PARENT = {
  email: 'nosets@keepsake.test',
  password: 'keepsake-demo',
  name: 'Nils Nilsen',
  mobile: '+4791234502',
} as const;
