import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDetails, outbox, users } from '../../db/schema';
import { newUuid } from '../../lib/crypto';
import type { MailMessage } from '../mail/mail';
import { escapeHtml } from '../mail/mail';
import { invoiceLink } from '../invoicing/invoices';
import { fill, formatAmount, langOf, RECEIPT_STRINGS, receiptRows } from '../receipts/strings';
import { orderDetailsFor } from './orders';

/**
 * Queues the order confirmation with the receipt in the outbox; called in the transaction that
 * confirms the order, so it is queued exactly when the order is confirmed, and only once.
 */
export async function queueOrderConfirmation(
  db: Db,
  userUuid: string,
  orderUuid: string,
  publicUrl: string,
): Promise<void> {
  const mail = await orderConfirmation(db, userUuid, orderUuid, publicUrl);
  if (!mail) return;
  await db
    .insert(outbox)
    .values({ uuid: newUuid(), orderUuid, ...mail })
    .onConflictDoNothing({ target: outbox.orderUuid });
}

/** The order confirmation with the receipt, in the buyer's language; null without an address. */
async function orderConfirmation(
  db: Db,
  userUuid: string,
  orderUuid: string,
  publicUrl: string,
): Promise<MailMessage | null> {
  const [user] = await db.select().from(users).where(eq(users.uuid, userUuid));
  const order = await orderDetailsFor(db, userUuid, orderUuid);
  const to = order.delivery.contactInfo.emailAddress || user?.email;
  if (!to) return null;
  const lang = langOf(user?.lang);
  const s = RECEIPT_STRINGS[lang];
  const price = (m: { amount: number; currency: string }) =>
    m.amount === 0 ? s.free : formatAmount(m.amount, m.currency, lang);
  const reference = order.uuid.slice(0, 8);
  const rows = [
    ...order.orderLines.map((l) => `${l.quantity} × ${l.description}: ${price(l.actualLinePrice)}`),
    ...order.summary.lines.map((l) => `${l.description}: ${price(l.linePrice)}`),
  ];
  const [stored] = await db
    .select({ receipt: orderDetails.receipt })
    .from(orderDetails)
    .where(eq(orderDetails.orderUuid, orderUuid));
  const receipt = stored?.receipt
    ? receiptRows(stored.receipt, order.summary.totalPrice.currency, lang)
    : [];
  const invoice = order.receipt?.invoice;
  const invoiceRows = invoice
    ? [
        fill(s.payTo, {
          amount: formatAmount(invoice.amount.amount, invoice.amount.currency, lang),
          account: order.receipt?.seller.bankAccount ?? '',
          kid: invoice.kid,
          due: invoice.dueDate,
        }),
        `${s.invoiceLink} ${invoiceLink(publicUrl, order.uuid)}`,
      ]
    : [];
  const link = `${publicUrl}/shopping-cart/checkout/payment/receipt/${order.uuid}`;
  const text = [
    s.thanks,
    fill(s.order, { ref: reference }),
    '',
    ...rows,
    '',
    `${s.delivery}: ${order.delivery.name}`,
    ...(order.rebateCode ? [`${s.voucher}: ${order.rebateCode}`] : []),
    '',
    ...receipt,
    ...(invoiceRows.length > 0 ? ['', ...invoiceRows] : []),
    '',
    link,
  ].join('\n');
  const list = (items: string[]) =>
    `<ul>${items.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`;
  const html = `<h1>${escapeHtml(s.thanks)}</h1><p>${escapeHtml(fill(s.order, { ref: reference }))}</p>${list(rows)}<p>${escapeHtml(
    `${s.delivery}: ${order.delivery.name}`,
  )}</p>${receipt.length ? list(receipt) : ''}${invoiceRows.map((r) => `<p>${escapeHtml(r)}</p>`).join('')}<p><a href="${escapeHtml(
    link,
  )}">${escapeHtml(link)}</a></p>`;
  return { to, subject: fill(s.subject, { ref: reference }), text, html };
}
