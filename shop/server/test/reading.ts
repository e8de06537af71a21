// What a parent reads, in the language they speak: the language they pick, the order My orders
// shows them and the text of a PDF they download. Shared by the tests of names per language.
import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';
import type { OrderDetails } from '../../contract/orders';
import type { Lang } from '../lib/i18n/format';
import type { Browser } from './client';

/** The parent picks the shop's language (the one the server then answers in). */
export async function speak(b: Browser, lang: Lang): Promise<void> {
  expect((await b.post('/api/webshop/user/language', { lang })).statusCode).toBe(200);
}

/** The text of a PDF, as a parent reading it sees it (pdftotext). */
export const pdfText = (bytes: Buffer): string =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });

/** The order as My orders shows it to the signed-in parent. */
export async function orderAsRead(b: Browser, orderUuid: string): Promise<OrderDetails> {
  const res = await b.get(`/api/webshop/user/orders/${orderUuid}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { order: OrderDetails }).order;
}

/** The order's invoice PDF as its text. */
export async function invoiceText(b: Browser, orderUuid: string): Promise<string> {
  const pdf = await b.get(`/api/webshop/user/orders/${orderUuid}/invoice.pdf`);
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload);
}
