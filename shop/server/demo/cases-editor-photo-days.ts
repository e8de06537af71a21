// The photo days of the demo's editor cases: one small job per editor option a studio sets in
// job.json, each with a child or two and their codes (all starting with ED). A leaf: the demo's
// lists (codes.ts, catalogue.ts, sets.ts) take these in.

/** Access codes of the editor cases' children. */
export const EDITOR_CASE_CODES = {
  /** Theo Eide: one child per product (subject change 1); his sister Tiril is the other set. */
  theo: 'EDTH-4KWP-7MRA',
  tiril: 'EDTR-6NXC-3HVB',
  /** Vilde Aas: one photo day per product (subject change 2); Vetle is on the same day. */
  vilde: 'EDVD-8QPM-2TKC',
  vetle: 'EDVT-3KMB-6WQR',
  /** Sander Bakke: photo days of one kind per product (subject change 3). */
  sander: 'EDSN-5RHW-9XFD',
  /** Ida Berge: the image toolbox switched off. */
  ida: 'EDDA-3MTB-6PWE',
  /** Mats Dahl: green-screen pictures with backgrounds switched off. */
  mats: 'EDMT-7VKQ-4NRF',
  /** Nora Foss: template change switched off. */
  nora: 'EDNR-2WHX-8CTG',
  /** Even Gran: no own photos. */
  even: 'EDEV-9PFN-5KQH',
  /** Sara Holm: another photographer, whose pictures are not mixed with others'. */
  sara: 'EDSR-4TCV-7MWJ',
  /** Sigrid Holm: the same photographer as Sara, on another photo day. */
  sigrid: 'EDSG-8HTC-2PVN',
} as const;
type CaseChild = keyof typeof EDITOR_CASE_CODES;

export type EditorCaseJobKey =
  | 'edSameChild'
  | 'edSameDay'
  | 'edSameKind'
  | 'edNoToolbox'
  | 'edNoBackgrounds'
  | 'edNoTemplateChange'
  | 'edNoOwnPhotos'
  | 'edNoMixing'
  | 'edSamePhotographer';

const job = (
  key: EditorCaseJobKey,
  day: number,
  name: string,
  editor: {
    subjectChange?: 1 | 2 | 3;
    imageToolbox?: boolean;
    backgrounds?: boolean;
    templateChange?: boolean;
    ownPhotos?: boolean;
    mixPhotographers?: boolean;
  },
  photographer: 'lysglimt' | 'fjordlys' = 'lysglimt',
) => ({
  key,
  school: 'elvebakken' as const,
  photographer,
  name: `Elvebakken skole – ${name}`,
  jobType: 'school' as const,
  // After every other demo photo day: a parent holding one of these is pre-filled from it.
  creationTime: `2026-11-${String(day).padStart(2, '0')}T08:00:00Z`,
  hasBeenInWebShop: true,
  requireFineTunedPictures: false,
  editor,
});

/** One photo day per editor option, newest last. */
export const EDITOR_CASE_JOBS = [
  // An earlier photo day of Sara's photographer: her pictures may be combined with these.
  job('edSamePhotographer', 9, 'autumn photos by Fjordlys', {}, 'fjordlys'),
  job('edSameChild', 10, 'one child per product', { subjectChange: 1 }),
  job('edSameDay', 11, 'one photo day per product', { subjectChange: 2 }),
  job('edSameKind', 12, 'photo days of one kind', { subjectChange: 3 }),
  job('edNoToolbox', 13, 'no image toolbox', { imageToolbox: false }),
  job('edNoBackgrounds', 14, 'no backgrounds', { backgrounds: false }),
  job('edNoTemplateChange', 15, 'no change of design', { templateChange: false }),
  job('edNoOwnPhotos', 16, 'no own photos', { ownPhotos: false }),
  job('edNoMixing', 17, 'not mixed with other studios', { mixPhotographers: false }, 'fjordlys'),
];

const portrait = <K extends CaseChild>(who: K, variant: number, greenscreen = false) => ({
  file: `${who}-${greenscreen ? 'green-' : ''}${variant}.jpg`,
  type: 'IP' as const,
  scene: { kind: 'portrait' as const, who, variant, greenscreen },
  favorite: variant === 1,
});

const child = <K extends CaseChild>(
  key: K,
  name: string,
  jobKey: EditorCaseJobKey,
  className: string,
  pictures: ReturnType<typeof portrait<K>>[],
) => ({ key, name, group: false, job: jobKey, className, available: true, pictures });

/** The children of the editor cases and their portraits. */
export const EDITOR_CASE_SETS = [
  child('theo', 'Theo Eide', 'edSameChild', '2A', [portrait('theo', 1), portrait('theo', 2)]),
  child('tiril', 'Tiril Eide', 'edSameChild', '5B', [portrait('tiril', 1), portrait('tiril', 2)]),
  child('vilde', 'Vilde Aas', 'edSameDay', '3C', [portrait('vilde', 1)]),
  child('vetle', 'Vetle Aas', 'edSameDay', '1A', [portrait('vetle', 1)]),
  child('sander', 'Sander Bakke', 'edSameKind', '6A', [
    portrait('sander', 1),
    portrait('sander', 2),
  ]),
  child('ida', 'Ida Berge', 'edNoToolbox', '1B', [portrait('ida', 1)]),
  child('mats', 'Mats Dahl', 'edNoBackgrounds', '4C', [portrait('mats', 1, true)]),
  child('nora', 'Nora Foss', 'edNoTemplateChange', '2B', [
    portrait('nora', 1),
    portrait('nora', 2),
  ]),
  child('even', 'Even Gran', 'edNoOwnPhotos', '7C', [portrait('even', 1)]),
  child('sara', 'Sara Holm', 'edNoMixing', '5A', [portrait('sara', 1)]),
  child('sigrid', 'Sigrid Holm', 'edSamePhotographer', '3A', [portrait('sigrid', 1)]),
];
