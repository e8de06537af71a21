/**
 * Keys whose text really is the same in English, Norwegian and Swedish ('OK', 'Sepia'), so the
 * translation test does not take them for untranslated copies. Add a key only after checking.
 */
export const sameInEveryLanguage: ReadonlySet<string> = new Set([
  'common.ok',
  'routes.page',
  'receipt.invoiceStatus',
  'editor.ok',
  'editor.effectOriginal',
  'editor.effectSepia',
  // 'Standard' delivery is a Norwegian and Swedish word too.
  'checkout.pickupStandard',
  // The studio area: 'Studio', 'Import', 'Status', 'Problem' and 'Id' are nb and sv words too.
  'studio.title',
  'studio.importTab',
  'studio.status',
  'studio.statusFilter',
  'studio.problem',
  'studio.externalId',
]);
