// The editor's cases in the demo: the templates, products, packages and photo days that let a
// parent (and the journeys in shop/e2e/demo-editor-cases.e2e.ts) try each editor rule. Their
// prices and packages are in cases-editor-prices.json, added to the demo price sheet.
import path from 'node:path';

export const EDITOR_CASES_PRICE_SHEET = path.join(import.meta.dirname, 'cases-editor-prices.json');

/** Template products of the editor cases (fixture folders under fixtures/templates). */
export const EDITOR_CASE_PRODUCTS: { key: string; templates: string[] }[] = [
  // Six picture fields on a photo gift: choosing a picture asks whether to use it in all of them.
  // One field has crop and zoom switched off; the printed title cannot be edited.
  { key: 'collage', templates: ['gift-photo-collage'] },
  // A calendar printed for 2027 only: its year button is disabled.
  { key: 'calendar-one-year', templates: ['calendar-desk-2027'] },
];

/** The fixture templates of the editor cases, by what they show. */
export const EDITOR_CASE_TEMPLATES = {
  collage: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0206',
  calendarOneYear: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0104',
} as const;
