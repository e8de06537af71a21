// The access codes of the shop cases' picture sets (cases-shop.ts); a leaf like codes.ts.

/** Codes of the shop cases, all starting with SH (any case, spaces or dashes work). */
export const SHOP_CASE_CODES = {
  /** Astrid Holm: nine pictures (the card shows seven), bought by the sets parent. */
  astrid: 'SHAS-7RDK-4MVP',
  /** Hedda Vik: a photo day never in the web shop ('No pictures currently available'). */
  hedda: 'SHHD-3WKN-8TQB',
} as const;
