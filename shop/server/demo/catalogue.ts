import type { DemoSubjectKey } from './demo-accounts';

export type JobKey = 'fjellvang2026' | 'solbakken2026' | 'fjellvang2025' | 'fjellvangRetakes';

export interface DemoJob {
  key: JobKey;
  school: 'fjellvang' | 'solbakken';
  photographer: 'lysglimt' | 'nordlys';
  name: string;
  jobType: 'school' | 'kindergarten';
  creationTime: string;
  hasBeenInWebShop: boolean;
  requireFineTunedPictures: boolean;
}

/** What a demo picture shows; `file` names the generated JPEG (shared by sets that show it). */
export type DemoScene =
  | { kind: 'portrait'; who: DemoSubjectKey; variant: number; greenscreen: boolean }
  | { kind: 'pair'; who: [DemoSubjectKey, DemoSubjectKey] }
  | { kind: 'group'; group: 'class4b' | 'class7a' | 'blaabaer' | 'oskarClass'; variant: number };

export interface DemoPicture {
  file: string;
  type: 'IP' | 'MGP' | 'GP';
  scene: DemoScene;
  favorite?: boolean;
}

export interface DemoSet {
  key: DemoSubjectKey;
  name: string;
  group: boolean;
  job: JobKey;
  available: boolean;
  pictures: DemoPicture[];
}

export const SCHOOLS = {
  fjellvang: 'Fjellvang skole',
  solbakken: 'Solbakken barnehage',
} as const;

export const PHOTOGRAPHERS = {
  lysglimt: 'Lysglimt Foto',
  nordlys: 'Nordlys Studio',
} as const;

export const JOBS: DemoJob[] = [
  {
    key: 'fjellvang2026',
    school: 'fjellvang',
    photographer: 'lysglimt',
    name: 'Fjellvang skole – school photos 2026',
    jobType: 'school',
    creationTime: '2026-09-08T08:00:00Z',
    hasBeenInWebShop: true,
    requireFineTunedPictures: false,
  },
  {
    key: 'solbakken2026',
    school: 'solbakken',
    photographer: 'nordlys',
    name: 'Solbakken barnehage – kindergarten photos 2026',
    jobType: 'kindergarten',
    creationTime: '2026-10-14T07:30:00Z',
    hasBeenInWebShop: true,
    requireFineTunedPictures: false,
  },
  {
    key: 'fjellvang2025',
    school: 'fjellvang',
    photographer: 'lysglimt',
    name: 'Fjellvang skole – spring photos 2025',
    jobType: 'school',
    creationTime: '2025-04-22T08:00:00Z',
    hasBeenInWebShop: true,
    requireFineTunedPictures: false,
  },
  {
    key: 'fjellvangRetakes',
    school: 'fjellvang',
    photographer: 'lysglimt',
    name: 'Fjellvang skole – retakes 2026',
    jobType: 'school',
    creationTime: '2026-11-02T09:00:00Z',
    hasBeenInWebShop: false,
    requireFineTunedPictures: true,
  },
];

const ip = (who: DemoSubjectKey, variant: number, favorite = false): DemoPicture => ({
  file: `${who}-${variant}.jpg`,
  type: 'IP',
  scene: { kind: 'portrait', who, variant, greenscreen: false },
  favorite,
});
const green = (who: DemoSubjectKey, variant: number, favorite = false): DemoPicture => ({
  file: `${who}-green-${variant}.jpg`,
  type: 'IP',
  scene: { kind: 'portrait', who, variant, greenscreen: true },
  favorite,
});
const pair = (a: DemoSubjectKey, b: DemoSubjectKey): DemoPicture => ({
  file: `${a}-${b}.jpg`,
  type: 'MGP',
  scene: { kind: 'pair', who: [a, b] },
});
const group = (g: 'class4b' | 'class7a' | 'blaabaer' | 'oskarClass', variant = 1): DemoPicture => ({
  file: `group-${g}-${variant}.jpg`,
  type: 'GP',
  scene: { kind: 'group', group: g, variant },
});

export const SETS: DemoSet[] = [
  {
    key: 'emma',
    name: 'Emma Nordmann',
    group: false,
    job: 'fjellvang2026',
    available: true,
    pictures: [
      ip('emma', 1, true),
      ip('emma', 2),
      ip('emma', 3),
      pair('emma', 'jonas'),
      group('class4b'),
    ],
  },
  {
    key: 'jonas',
    name: 'Jonas Nordmann',
    group: false,
    job: 'fjellvang2026',
    available: true,
    pictures: [ip('jonas', 1, true), ip('jonas', 2), pair('emma', 'jonas'), group('class7a')],
  },
  {
    key: 'sofie',
    name: 'Sofie Berg',
    group: false,
    job: 'fjellvang2026',
    available: true,
    pictures: [
      ip('sofie', 1, true),
      ip('sofie', 2),
      ip('sofie', 3),
      pair('sofie', 'aksel'),
      group('class4b'),
    ],
  },
  {
    key: 'noah',
    name: 'Noah Hansen',
    group: false,
    job: 'fjellvang2026',
    available: true,
    pictures: [ip('noah', 1, true), ip('noah', 2), group('class7a')],
  },
  {
    key: 'aksel',
    name: 'Aksel Strand',
    group: false,
    job: 'fjellvang2026',
    available: true,
    pictures: [ip('aksel', 1, true), ip('aksel', 2), pair('sofie', 'aksel'), group('class4b')],
  },
  {
    key: 'class4b',
    name: 'Class 4B',
    group: true,
    job: 'fjellvang2026',
    available: true,
    pictures: [group('class4b', 1), group('class4b', 2)],
  },
  {
    key: 'class7a',
    name: 'Class 7A',
    group: true,
    job: 'fjellvang2026',
    available: true,
    pictures: [group('class7a', 1)],
  },
  {
    key: 'lucas',
    name: 'Lucas Johansen',
    group: false,
    job: 'solbakken2026',
    available: true,
    pictures: [green('lucas', 1, true), green('lucas', 2), ip('lucas', 3), group('blaabaer')],
  },
  {
    key: 'maja',
    name: 'Maja Solberg',
    group: false,
    job: 'solbakken2026',
    available: true,
    pictures: [green('maja', 1, true), green('maja', 2), pair('maja', 'filip'), group('blaabaer')],
  },
  {
    key: 'filip',
    name: 'Filip Dahl',
    group: false,
    job: 'solbakken2026',
    available: true,
    pictures: [green('filip', 1, true), ip('filip', 2), pair('maja', 'filip'), group('blaabaer')],
  },
  {
    key: 'ella',
    name: 'Ella Moen',
    group: false,
    job: 'solbakken2026',
    available: true,
    pictures: [ip('ella', 1, true), ip('ella', 2), group('blaabaer')],
  },
  {
    key: 'blaabaer',
    name: 'Blåbær group',
    group: true,
    job: 'solbakken2026',
    available: true,
    pictures: [group('blaabaer', 1)],
  },
  {
    key: 'oskar',
    name: 'Oskar Lie',
    group: false,
    job: 'fjellvang2025',
    available: true,
    pictures: [ip('oskar', 1, true), ip('oskar', 2), group('oskarClass')],
  },
  {
    key: 'ingrid',
    name: 'Ingrid Larsen',
    group: false,
    job: 'fjellvangRetakes',
    available: false,
    pictures: [ip('ingrid', 1, true)],
  },
];

/** Green-screen backgrounds offered for every job (scenes of fixtures/tools/scenes.ts). */
export const BACKGROUNDS = [
  { key: 'autumn', name: 'Autumn leaves', isDefault: true },
  { key: 'sky', name: 'Summer sky', isDefault: false },
  { key: 'fjord', name: 'Fjord', isDefault: false },
  { key: 'meadow', name: 'Meadow', isDefault: false },
] as const;
