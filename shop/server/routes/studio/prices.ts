import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studioAddresses } from '../../../contract/addresses/studio';
import { studioRoutes, type PriceSheetReport } from '../../../contract/studio';
import { requestLang } from '../../plugins/request-lang';
import { sheetIssueText } from '../../services/prices/messages';
import { exportPriceSheet, importPriceSheet } from '../../services/prices/transfer';
import { checkPriceSheetValue } from '../../services/prices/validate';
import { isStudioLanguage } from '../../services/studio/messages';

/**
 * The largest price sheet one request takes. The demo shop's sheet is about 20 kB; a studio
 * with hundreds of products in three languages stays well below this.
 */
export const MAX_SHEET_BYTES = 4 * 1024 * 1024;

/**
 * The price sheet in the studio dashboard: download the shop's current sheet, and post one
 * that is checked whole (any problem refuses it and changes nothing) and then imported.
 * Registered inside the studio plugin, so its staff-only check runs before these handlers.
 */
export function priceRoutes(app: FastifyInstance): void {
  const r = studioRoutes;
  app.get(studioAddresses.priceSheet.path, async (_request, reply) => {
    const sheet = await exportPriceSheet(app.db);
    reply.header('cache-control', 'private, no-store');
    reply.header('content-disposition', 'attachment; filename="price-sheet.json"');
    return reply
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify(sheet, null, 2)}\n`);
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...r.importPrices,
    url: r.importPrices.path,
    bodyLimit: MAX_SHEET_BYTES,
    handler: async (request): Promise<PriceSheetReport> => {
      const lang = requestLang(request);
      const check = await checkPriceSheetValue(app.db, request.body);
      if (!check.ok) {
        const words = isStudioLanguage(lang) ? lang : 'en';
        return {
          ok: false,
          summary: null,
          issues: check.issues.map((issue) => ({
            where: issue.where,
            code: issue.code,
            text: sheetIssueText(issue, words),
          })),
        };
      }
      // One transaction that locks the price tables: a second import at once waits for it.
      return { ok: true, summary: await importPriceSheet(app.db, check.sheet), issues: [] };
    },
  });
}
