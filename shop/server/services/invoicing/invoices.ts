import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  invoices,
  orderDetails,
  orderLines,
  orders,
  outbox,
  pictures,
  pictureSets,
  shops,
  users,
} from '../../db/schema';
import { newUuid } from '../../lib/crypto';
import { Forbidden, NotFound } from '../../lib/domain-errors';
import { escapeHtml } from '../mail/mail';
import { formatDateIn, langOf } from '../../lib/i18n/format';
import { fill, TEXTS } from '../../lib/i18n/texts';
import { formatAmount } from '../receipts/rows';
import { kidFor } from './kid';

export type InvoiceRow = typeof invoices.$inferSelect;

export const InvoiceMessages = {
  notFound: 'The invoice was not found.',
  unpaid: 'This picture can be downloaded once the invoice is paid.',
} as const;

/** Thrown to staff: the invoice is not there, or not open. */
export class InvoiceError extends Error {}

/** The date `days` days after `from`, as yyyy-mm-dd (UTC). */
export function dueDateAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Issues the invoice of an order paid by invoice, inside the transaction that confirms it: the
 * next invoice number, its KID, the order's total and the due date the shop's invoice days
 * ahead. An order costing nothing gets no invoice (there is nothing to collect). Once per order
 * (the order is the key).
 */
export async function issueInvoice(
  db: Db,
  orderUuid: string,
  now: Date,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select({ total: orderDetails.total, currency: orders.currency })
    .from(orders)
    .innerJoin(orderDetails, eq(orderDetails.orderUuid, orders.uuid))
    .where(eq(orders.uuid, orderUuid));
  if (!row || row.total <= 0) return null;
  const [shop] = await db.select({ days: shops.invoiceDueDays }).from(shops).limit(1);
  // The number is drawn first: the KID is made from it and stored with it.
  const next = await db.execute(
    sql`select nextval(pg_get_serial_sequence('invoices', 'number')) as n`,
  );
  const number = Number((next as unknown as { rows: { n: number | string }[] }).rows[0]?.n);
  const [invoice] = await db
    .insert(invoices)
    .values({
      orderUuid,
      number,
      kid: kidFor(number),
      amount: row.total,
      currency: row.currency,
      issuedAt: now,
      dueDate: dueDateAfter(now, shop?.days ?? 14),
    })
    .returning();
  return invoice ?? null;
}

/** An order's invoice, or null when it was not paid by invoice. */
export async function invoiceOf(db: Db, orderUuid: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderUuid, orderUuid));
  return row ?? null;
}

/** Finds an invoice by its number, KID or the order's reference (8 first characters) or uuid. */
export async function findInvoice(db: Db, reference: string): Promise<InvoiceRow> {
  const ref = reference.trim();
  const all = await db.select().from(invoices);
  const found = all.filter(
    (i) =>
      i.kid === ref ||
      String(i.number) === ref ||
      i.orderUuid === ref ||
      (ref.length >= 8 && i.orderUuid.startsWith(ref)),
  );
  if (found.length !== 1) throw new InvoiceError(`No single invoice matches '${reference}'.`);
  return found[0] as InvoiceRow;
}

/** Open (or all) invoices, oldest first, with the buyer's e-mail. */
export async function listInvoices(db: Db, options: { all?: boolean } = {}) {
  return db
    .select({ invoice: invoices, email: users.email })
    .from(invoices)
    .innerJoin(orders, eq(orders.uuid, invoices.orderUuid))
    .leftJoin(users, eq(users.uuid, orders.userUuid))
    .where(options.all ? undefined : eq(invoices.status, 'open'))
    .orderBy(asc(invoices.number));
}

/**
 * Records that an invoice was paid: open → paid with who recorded it, once. A second call (or a
 * second statement line) finds it paid and changes nothing; returns whether this call paid it.
 */
export async function markInvoicePaid(
  db: Db,
  orderUuid: string,
  paidBy: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(invoices)
    .set({ status: 'paid', paidAt: now, paidBy })
    .where(and(eq(invoices.orderUuid, orderUuid), eq(invoices.status, 'open')))
    .returning({ orderUuid: invoices.orderUuid });
  return updated.length > 0;
}

export interface StatementResult {
  paid: { kid: string; number: number; amount: number }[];
  /** Lines not applied, each with why. */
  problems: { line: number; text: string; reason: string }[];
}

/**
 * Applies a bank statement: a CSV of `KID;amount` or `KID,amount` lines (amount in kroner with
 * a decimal point or comma, e.g. 499.00 or 499,00; a header line without digits is skipped). A
 * line pays the open invoice with that KID when the amount is exactly the invoice's; a different
 * amount, an unknown KID or an invoice already paid is reported and changes nothing.
 */
export async function importBankStatement(
  db: Db,
  csv: string,
  source: string,
  now: Date,
): Promise<StatementResult> {
  const result: StatementResult = { paid: [], problems: [] };
  const lines = csv.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const text = raw.trim();
    if (text === '' || (index === 0 && !/[0-9]/.test(text))) continue;
    const problem = (reason: string) => result.problems.push({ line: index + 1, text, reason });
    const match = /^"?([0-9]{2,25})"?\s*[;,\t]\s*"?([0-9]{1,9})(?:[.,]([0-9]{2}))?"?$/.exec(text);
    if (!match) {
      problem('not "KID;amount"');
      continue;
    }
    const kid = match[1] ?? '';
    const amount = Number(match[2]) * 100 + Number(match[3] ?? '0');
    const [invoice] = await db.select().from(invoices).where(eq(invoices.kid, kid));
    if (!invoice) problem('unknown KID');
    else if (invoice.status === 'paid') problem(`invoice ${invoice.number} is already paid`);
    else if (invoice.amount !== amount)
      problem(
        `amount ${amount / 100} does not match invoice ${invoice.number} (${invoice.amount / 100})`,
      );
    else if (await markInvoicePaid(db, invoice.orderUuid, `bank statement ${source}`, now))
      result.paid.push({ kid, number: invoice.number, amount });
    else problem(`invoice ${invoice.number} is already paid`);
  }
  return result;
}

/**
 * Queues one reminder mail, in the buyer's language, for each open invoice whose due date has
 * passed and that was not reminded yet. The reminder is claimed (reminded_at set) in the same
 * transaction that queues its mail, so two runs at once send it once. Returns how many.
 */
export async function remindOverdueInvoices(db: Db, now: Date, publicUrl: string): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const due = await db
    .select({ orderUuid: invoices.orderUuid })
    .from(invoices)
    .where(
      and(eq(invoices.status, 'open'), lt(invoices.dueDate, today), isNull(invoices.remindedAt)),
    );
  let sent = 0;
  for (const { orderUuid } of due) {
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(invoices)
        .set({ remindedAt: now })
        .where(
          and(
            eq(invoices.orderUuid, orderUuid),
            eq(invoices.status, 'open'),
            isNull(invoices.remindedAt),
          ),
        )
        .returning();
      if (!claimed) return false;
      const [buyer] = await tx
        .select({ email: users.email, lang: users.lang, delivery: orderDetails.delivery })
        .from(orders)
        .innerJoin(users, eq(users.uuid, orders.userUuid))
        .innerJoin(orderDetails, eq(orderDetails.orderUuid, orders.uuid))
        .where(eq(orders.uuid, orderUuid));
      const contact = (buyer?.delivery as { contactInfo?: { emailAddress?: string } } | undefined)
        ?.contactInfo?.emailAddress;
      const to = contact || buyer?.email;
      if (!to) return false;
      const lang = langOf(buyer?.lang);
      const s = TEXTS[lang].receipt;
      const [seller] = await tx.select({ seller: shops.seller }).from(shops).limit(1);
      const values = {
        number: String(claimed.number),
        ref: orderUuid.slice(0, 8),
        due: formatDateIn(lang, claimed.dueDate),
        amount: formatAmount(claimed.amount, claimed.currency, lang),
        account: seller?.seller.bankAccount ?? '',
        kid: claimed.kid,
      };
      const link = invoiceLink(publicUrl, orderUuid);
      const body = [
        fill(s.reminderBody, values),
        fill(s.payTo, values),
        `${s.invoiceLink} ${link}`,
      ];
      await tx.insert(outbox).values({
        uuid: newUuid(),
        to,
        subject: fill(s.reminderSubject, values),
        text: body.join('\n\n'),
        html: body.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
      });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** Where the owner downloads an order's invoice. */
export const invoiceLink = (publicUrl: string, orderUuid: string): string =>
  `${publicUrl}/api/webshop/user/orders/${orderUuid}/invoice.pdf`;

/**
 * Whether a bought picture may be downloaded: always when a paid (or not invoiced) order of the
 * user bought it; when only orders with open invoices did, only if the shop lets digital files
 * out before the invoice is paid (off by default).
 */
export async function digitalUnlocked(
  db: Db,
  userUuid: string,
  pictureUuid: string,
): Promise<boolean> {
  const [shop] = await db.select({ early: shops.digitalBeforeInvoicePaid }).from(shops).limit(1);
  if (shop?.early) return true;
  const [picture] = await db
    .select({ subjectUuid: pictureSets.subjectUuid })
    .from(pictures)
    .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
    .where(eq(pictures.uuid, pictureUuid));
  const buying = await db
    .select({ status: invoices.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
    .leftJoin(invoices, eq(invoices.orderUuid, orders.uuid))
    .where(
      and(
        eq(orders.userUuid, userUuid),
        isNotNull(orders.confirmTime),
        picture
          ? sql`(${orderLines.pictureUuid} = ${pictureUuid}
              or (${orderLines.subjectUuid} = ${picture.subjectUuid} and ${orderLines.data}->>'kind' = 'digital-set')
              or (${orderLines.data}->>'kind' = 'package' and ${orderLines.data}->>'subjectUuid' = ${picture.subjectUuid}
                and ${orderLines.data}->'packageItems' @> '[{"type":"DIGITAL_SET"}]'::jsonb))`
          : eq(orderLines.pictureUuid, pictureUuid),
      ),
    );
  // Bought some other way (or not through an order at all): not this rule's to refuse.
  if (buying.length === 0) return true;
  return buying.some((b) => b.status !== 'open');
}

/** digitalUnlocked, or Forbidden with the reason. */
export async function assertDigitalUnlocked(
  db: Db,
  userUuid: string,
  pictureUuid: string,
): Promise<void> {
  if (!(await digitalUnlocked(db, userUuid, pictureUuid)))
    throw new Forbidden('invoice-unpaid', InvoiceMessages.unpaid);
}

/** The owner's invoice of a confirmed order; anyone else's (or none) is a 404. */
export async function ownInvoice(db: Db, userUuid: string, orderUuid: string): Promise<InvoiceRow> {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.uuid, invoices.orderUuid))
    .where(and(eq(invoices.orderUuid, orderUuid), eq(orders.userUuid, userUuid)));
  if (!row) throw new NotFound(InvoiceMessages.notFound);
  return row.invoice;
}
