/**
 * Keys whose text really is the same in English and Norwegian or Swedish ('OK', 'Sepia'), so the
 * translation test does not take them for untranslated copies. Add a key only after checking.
 */
export const sameInEveryLanguage: ReadonlySet<string> = new Set([
  'common.ok',
  'routes.page',
  'receipt.invoiceStatus',
  'editor.ok',
  'editor.effectOriginal',
  'editor.effectSepia',
  // 'Standard' is a Norwegian and Swedish word too; 'Express' a Swedish one (nb: 'Ekspress').
  'checkout.pickupStandard',
  'checkout.pickupExpress',
  // The studio area: 'Studio', 'Import', 'Status', 'Problem' and 'Id' are nb and sv words too.
  'studio.title',
  'studio.importTab',
  'studio.status',
  'studio.statusFilter',
  'studio.problem',
  'studio.externalId',
]);
