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
]);
