import { SHOP_CASE_JOBS, type ShopCaseJobKey } from './cases-shop';
import type { DemoSubjectKey } from './codes';
import { EDITOR_CASE_JOBS, type EditorCaseJobKey } from './cases-editor-photo-days';
import { PACKAGE_CASE_JOBS, type PackageCaseJobKey } from './cases-packages';

export type JobKey =
  | 'fjellvang2026'
  | 'solbakken2026'
  | 'fjellvang2025'
  | 'fjellvangRetakes'
  | ShopCaseJobKey
  | EditorCaseJobKey
  | PackageCaseJobKey;

export interface DemoJob {
  key: JobKey;
  school: keyof typeof SCHOOLS;
  photographer: keyof typeof PHOTOGRAPHERS;
  name: string;
  jobType: 'school' | 'kindergarten';
  creationTime: string;
  hasBeenInWebShop: boolean;
  requireFineTunedPictures: boolean;
  /** The editor options of job.json; unset ones are the demo's own (everything allowed). */
  editor?: {
    subjectChange?: 1 | 2 | 3 | 4;
    imageToolbox?: boolean;
    backgrounds?: boolean;
    templateChange?: boolean;
    ownPhotos?: boolean;
    mixPhotographers?: boolean;
  };
}

/** What a demo picture shows; `file` names the generated JPEG (shared by sets that show it). */
export type DemoScene =
  | { kind: 'portrait'; who: DemoSubjectKey; variant: number; greenscreen: boolean }
  | { kind: 'pair'; who: [DemoSubjectKey, DemoSubjectKey] }
  | { kind: 'group'; group: string; variant: number };

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
  /** The class (or kindergarten group) on the roster: its group pictures go to all of it. */
  className: string;
  available: boolean;
  pictures: DemoPicture[];
}

export const SCHOOLS = {
  fjellvang: 'Fjellvang skole',
  solbakken: 'Solbakken barnehage',
  elvebakken: 'Elvebakken skole',
} as const;

export const PHOTOGRAPHERS = {
  lysglimt: 'Lysglimt Foto',
  nordlys: 'Nordlys Studio',
  fjordlys: 'Fjordlys Foto',
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
  ...SHOP_CASE_JOBS,
  ...EDITOR_CASE_JOBS,
  ...PACKAGE_CASE_JOBS,
];

/** Green-screen backgrounds offered for every job (scenes of fixtures/tools/scenes.ts). */
export const BACKGROUNDS = [
  { key: 'autumn', name: 'Autumn leaves', isDefault: true },
  { key: 'sky', name: 'Summer sky', isDefault: false },
  { key: 'fjord', name: 'Fjord', isDefault: false },
  { key: 'meadow', name: 'Meadow', isDefault: false },
] as const;
