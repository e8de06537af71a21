// The demo shop's template products: which fixture templates each sells. Their names, prices
// and options are in price-sheet.json (imported by prices.ts); a product's uuid is
// demoProductUuid(key) in both.
import { EDITOR_CASE_PRODUCTS } from './cases-editor';
import { demoUuid } from './demo-accounts';

export interface DemoProduct {
  key: string;
  /** Fixture template folders, in the order the templates menu shows them. */
  templates: string[];
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  { key: 'card-15x15', templates: ['card-15x15-winter'] },
  { key: 'card-10x15', templates: ['card-folded-birthday', 'card-10x15-graduation'] },
  { key: 'class-card', templates: ['card-class-photo'] },
  { key: 'calendar-20x30', templates: ['calendar-20x30-classic'] },
  { key: 'calendar-a4', templates: ['calendar-a4-family'] },
  { key: 'calendar-desk', templates: ['calendar-desk'] },
  { key: 'canvas', templates: ['gift-canvas-print'] },
  { key: 'mug', templates: ['gift-mug-wrap'] },
  { key: 'puzzle', templates: ['gift-puzzle'] },
  { key: 'mousepad', templates: ['gift-mousepad'] },
  { key: 'keyring', templates: ['gift-keyring'] },
  ...EDITOR_CASE_PRODUCTS,
];

/** A demo product's uuid by its key (stable across seeds), for tests and journeys. */
export const demoProductUuid = (key: string): string => demoUuid(`product:${key}`);
