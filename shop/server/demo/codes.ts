// The demo's access codes, one per picture set; a leaf the demo's other files build on.
import { SHOP_CASE_CODES } from './cases-shop-codes';
import { EDITOR_CASE_CODES } from './cases-editor-photo-days';
import { PACKAGE_CASE_CODES } from './cases-packages';

/** Access codes as printed on the letters (any case, spaces or dashes work). */
export const DEMO_CODES = {
  /** Emma Nordmann: held by the demo user. */
  emma: 'EMMA-7Q4K-2RWD',
  /** Jonas Nordmann: held by the demo user. */
  jonas: 'JNAS-4XPT-8HCV',
  /** Sofie Berg: held by nobody yet (the newcomer journey). */
  sofie: 'SFYE-3MKB-9TQW',
  /** Ingrid Larsen: pictures not yet available. */
  ingrid: 'NGRD-6FXB-2ZPH',
  /** Lucas Johansen: green-screen pictures. */
  lucas: 'GRNS-5CRN-7KWB',
  noah: 'NHAH-8DVT-3QMY',
  aksel: 'AKSE-2HWP-6RBT',
  class4b: 'CRSS-4BVN-9GTH',
  class7a: 'CRSS-7AKD-3WPX',
  maja: 'MAJA-6TNQ-4HVZ',
  filip: 'FPDH-9KXR-2MCE',
  ella: 'EMNE-3PVW-8YRC',
  blaabaer: 'BRBR-7HTK-5NQD',
  oskar: 'SKAR-4MFY-6TBP',
  ...SHOP_CASE_CODES,
  ...EDITOR_CASE_CODES,
  ...PACKAGE_CASE_CODES,
} as const;
export type DemoSubjectKey = keyof typeof DEMO_CODES;
