// The demo package offers' uuids (their prices, items and names are in price-sheet.json): two
// packages, one disabled with a reason, and a link to a category.
import { demoUuid } from './demo-accounts';

export const DEMO_PACKAGES = {
  family: demoUuid('package:family'),
  grandparents: demoUuid('package:grandparents'),
  classic: demoUuid('package:classic'),
  cards: demoUuid('package:cards-link'),
} as const;
