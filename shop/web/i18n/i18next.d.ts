import type { en } from './locales/en';

// Typed keys: an unknown key is a compile error, and so is a missing interpolation value.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
