import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '../../demo/demo-accounts';
import { invoices, outbox, products, shops, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { withShownTotal } from '../../test/buy-now';
import { Browser } from '../../test/client';
import { ADULT_PID, addPrintLine, newCustomer, postage } from '../checkout/test-cart';
import {
  importBankStatement,
  markInvoicePaid,
  remindOverdueInvoices,
} from '../../services/invoicing/invoices';
import { validKid } from '../../services/invoicing/kid';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function orderOf(email: string, lang?: 'nb' | 'sv' | 'en') {
  const b = await newCustomer(app, email);
  if (lang) await app.db.update(users).set({ lang }).where(eq(users.email, email));
  await addPrintLine(app, email, 2);
  const checkout = (await b.post('/api/webshop/checkout')).json();
  const body = await withShownTotal(b, checkout.checkoutUuid, {
    deliveryOptionUuid: demoUuid('delivery-option:postage'),
    paymentOptionUuid: demoUuid('payment:invoice'),
    deliveryOptionData: postage,
    paymentOptionData: { pid: ADULT_PID },
    client: 'mobile',
  });
  const res = await b.post(`/api/webshop/checkout/${checkout.checkoutUuid}/transaction`, body);
  return { b, order: res.json().order.uuid as string };
}

describe('receipts and invoices', () => {
  it('an order carries the seller, the method and VAT per rate that add up to its total', async () => {
    const { b, order } = await orderOf('receipt@keepsake.test');
    const { order: details } = (await b.get(`/api/webshop/user/orders/${order}`)).json();
    const receipt = details.receipt;
    expect(receipt.seller).toMatchObject({
      name: 'Keepsake Demo AS',
      organisationNumber: '999 888 777',
    });
    expect(receipt.method).toMatchObject({ kind: 'invoice' });
    const gross = receipt.vat.reduce(
      (s: number, g: { gross: { amount: number } }) => s + g.gross.amount,
      0,
    );
    expect(gross).toBe(details.summary.totalPrice.amount);
    expect(receipt.vat[0].rate).toBe(2500);
    // 25 % included: VAT is a fifth of the gross, rounded once.
    expect(receipt.vat[0].vat.amount).toBe(Math.round(receipt.vat[0].gross.amount / 5));
    expect(receipt.invoice).toMatchObject({ status: 'open', amount: details.summary.totalPrice });
    expect(validKid(receipt.invoice.kid)).toBe(true);
  });

  it('a later rate change leaves an old receipt as it was', async () => {
    const { b, order } = await orderOf('later@keepsake.test');
    const before = (await b.get(`/api/webshop/user/orders/${order}`)).json().order.receipt;
    await app.db.update(products).set({ vatRate: 1500 });
    await app.db.update(shops).set({ defaultVatRate: 0 });
    const after = (await b.get(`/api/webshop/user/orders/${order}`)).json().order.receipt;
    await app.db.update(products).set({ vatRate: null });
    await app.db.update(shops).set({ defaultVatRate: 2500 });
    expect(after.vat).toEqual(before.vat);
  });

  it('the invoice PDF is its owner’s only', async () => {
    const { b, order } = await orderOf('pdf@keepsake.test', 'nb');
    const pdf = await b.get(`/api/webshop/user/orders/${order}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await newCustomer(app, 'pdf-other@keepsake.test');
    expect((await other.get(`/api/webshop/user/orders/${order}/invoice.pdf`)).statusCode).toBe(404);
    expect(
      (await new Browser(app).get(`/api/webshop/user/orders/${order}/invoice.pdf`)).statusCode,
    ).toBe(401);
  });

  it('the confirmation mail names seller, method and VAT in the parent’s language', async () => {
    const { order } = await orderOf('mail-nb@keepsake.test', 'nb');
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.orderUuid, order));
    expect(mail?.subject).toContain('Ordrebekreftelse');
    expect(mail?.text).toContain('Selger: Keepsake Demo AS, Org.nr. 999 888 777');
    expect(mail?.text).toContain('Betalingsmåte: Faktura');
    expect(mail?.text).toMatch(/MVA 25 % av .*: /);
    expect(mail?.text).toContain(`/api/webshop/user/orders/${order}/invoice.pdf`);
  });

  it('a bank statement pays an invoice with its KID and exact amount, and reports the rest', async () => {
    const { order } = await orderOf('bank@keepsake.test');
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderUuid, order));
    if (!invoice) throw new Error('no invoice');
    const kroner = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
    const csv = [
      'kid;amount',
      `${invoice.kid};${kroner(invoice.amount - 100)}`,
      '12345;10.00',
      'nonsense',
    ].join('\n');
    const wrong = await importBankStatement(app.db, csv, 'test.csv', new Date());
    expect(wrong.paid).toEqual([]);
    expect(wrong.problems.map((p) => p.reason)).toEqual([
      expect.stringContaining('does not match'),
      'unknown KID',
      'not "KID;amount"',
    ]);
    const right = await importBankStatement(
      app.db,
      `${invoice.kid};${kroner(invoice.amount)}`,
      'test.csv',
      new Date(),
    );
    expect(right.paid).toHaveLength(1);
    const [paid] = await app.db.select().from(invoices).where(eq(invoices.orderUuid, order));
    expect(paid).toMatchObject({ status: 'paid', paidBy: 'bank statement test.csv' });
    expect(await markInvoicePaid(app.db, order, 'staff@keepsake.test', new Date())).toBe(false);
  });

  it('the database refuses a paid invoice without who and when', async () => {
    const { order } = await orderOf('db-check@keepsake.test');
    await expect(
      app.db.update(invoices).set({ status: 'paid' }).where(eq(invoices.orderUuid, order)),
    ).rejects.toThrow();
  });

  it('an overdue invoice gets one reminder, in the parent’s language', async () => {
    const { order } = await orderOf('late@keepsake.test', 'nb');
    await app.db
      .update(invoices)
      .set({ dueDate: '2000-01-01' })
      .where(eq(invoices.orderUuid, order));
    const now = new Date();
    expect(await remindOverdueInvoices(app.db, now, 'http://shop.test')).toBeGreaterThanOrEqual(1);
    expect(await remindOverdueInvoices(app.db, now, 'http://shop.test')).toBe(0);
    const mails = await app.db.select().from(outbox);
    const reminders = mails.filter(
      (m) => m.subject.startsWith('Påminnelse') && m.text.includes(order.slice(0, 8)),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(`ordre ${order.slice(0, 8)}`);
  });

  it.each([
    ['en', '26 November 2026', '10 December 2026', 'NOK'],
    ['nb', '26. november 2026', '10. desember 2026', 'kr'],
    ['sv', '26 november 2026', '10 december 2026', 'NOK'],
  ] as const)(
    'the %s invoice PDF writes its dates in words and sums the reader’s way',
    async (lang, issued, due, kroner) => {
      const { b, order } = await orderOf(`pdf-dates-${lang}@keepsake.test`, lang);
      await app.db
        .update(invoices)
        .set({ dueDate: '2026-12-10', issuedAt: new Date('2026-11-26T09:00:00Z') })
        .where(eq(invoices.orderUuid, order));
      const pdf = await b.get(`/api/webshop/user/orders/${order}/invoice.pdf`);
      expect(pdf.statusCode).toBe(200);
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
        input: pdf.rawPayload,
        encoding: 'utf8',
      }).replace(/[ \t]+/g, ' ');
      expect(text).toContain(issued);
      // The due date twice: among the invoice's facts and in the line that says how to pay.
      expect(text.split(due)).toHaveLength(3);
      expect(text).not.toMatch(/\b\d{1,2}[./]\d{1,2}[./]\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/);
      expect(text).toMatch(new RegExp(`\\b${kroner}\\b`));
      expect(text).not.toContain('Nkr');
    },
  );
});
