/** Method and path of each call of `studioRoutes` (studio.ts), without its schemas. */
export const studioAddresses = {
  jobs: { method: 'GET', path: '/api/staff/studio/jobs' },
  job: { method: 'GET', path: '/api/staff/studio/jobs/:jobUuid' },
  reissueCode: {
    method: 'POST',
    path: '/api/staff/studio/jobs/:jobUuid/subjects/:subjectUuid/reissue-code',
  },
  /** Binary answers (no JSON schema): the code letters as PDF and the codes as CSV. */
  lettersPdf: { method: 'GET', path: '/api/staff/studio/jobs/:jobUuid/letters.pdf' },
  codesCsv: { method: 'GET', path: '/api/staff/studio/jobs/:jobUuid/codes.csv' },
  /** The body is the zip file itself (Content-Type application/zip). */
  startImport: { method: 'POST', path: '/api/staff/studio/imports' },
  importProgress: { method: 'GET', path: '/api/staff/studio/imports/:importUuid' },
  actAsCustomer: { method: 'POST', path: '/api/staff/studio/act-as-customer' },
  /** A file download (no JSON schema): the shop's current price sheet as JSON. */
  priceSheet: { method: 'GET', path: '/api/staff/studio/prices/price-sheet.json' },
  /** The body is a price sheet (JSON); the answer is the check's report or the import's counts. */
  importPrices: { method: 'POST', path: '/api/staff/studio/prices' },
} as const;
