import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDetails, outbox, users } from '../../db/schema';
import { newUuid } from '../../lib/crypto';
import type { MailMessage } from '../mail/mail';
import { escapeHtml } from '../mail/mail';
import { formatDateIn, formatMoneyIn, langOf, type Lang } from '../../lib/i18n/format';
import { translateMessage } from '../../lib/i18n/translate';
import { fill, mailText, TEXTS } from '../../lib/i18n/texts';
import { asMoney } from '../pricing/money';
import { invoiceLink } from '../invoicing/invoices';
import { formatAmount, receiptRows } from '../receipts/rows';
import { orderDetailsFor } from './orders';
import type { OrderDownload } from '../../../contract/orders';

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
  // In the buyer's language (the one they used the shop in): words, amounts and summary lines.
  const lang = user?.lang ?? 'en';
  const order = await orderDetailsFor(db, userUuid, orderUuid, langOf(lang));
  const to = order.delivery.contactInfo.emailAddress || user?.email;
  if (!to) return null;
  const s = TEXTS[langOf(lang)].receipt;
  const price = (m: { amount: number; currency: string }) =>
    m.amount === 0 ? mailText(lang, 'orderFree') : formatMoneyIn(lang, asMoney(m));
  const reference = order.uuid.slice(0, 8);
  const rows = [
    ...order.orderLines.map((l) => `${l.quantity} × ${l.description}: ${price(l.actualLinePrice)}`),
    ...order.summary.lines.map(
      (l) => `${translateMessage(l.description, lang)}: ${price(l.linePrice)}`,
    ),
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
          due: formatDateIn(langOf(lang), invoice.dueDate),
        }),
        `${s.invoiceLink} ${invoiceLink(publicUrl, order.uuid)}`,
      ]
    : [];
  const link = `${publicUrl}/shopping-cart/checkout/payment/receipt/${order.uuid}`;
  const thanks = mailText(lang, 'orderThanks');
  const ordered = mailText(lang, 'orderReference', { reference });
  const delivery = mailText(lang, 'orderDelivery', { name: order.delivery.name });
  const downloads = downloadLines(order.downloads ?? [], langOf(lang), publicUrl);
  const text = [
    thanks,
    ordered,
    '',
    ...rows,
    '',
    delivery,
    ...(order.rebateCode ? [mailText(lang, 'orderVoucher', { code: order.rebateCode })] : []),
    ...downloads.text,
    '',
    ...receipt,
    ...(invoiceRows.length > 0 ? ['', ...invoiceRows] : []),
    '',
    link,
  ].join('\n');
  const list = (items: string[]) =>
    `<ul>${items.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`;
  const html = `<h1>${escapeHtml(thanks)}</h1><p>${escapeHtml(ordered)}</p>${list(rows)}<p>${escapeHtml(
    delivery,
  )}</p>${downloads.html}${receipt.length ? list(receipt) : ''}${invoiceRows
    .map((r) => `<p>${escapeHtml(r)}</p>`)
    .join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to, subject: mailText(lang, 'orderSubject', { reference }), text, html };
}

/**
 * The bought digital pictures as links in the parent's language, each in its preferred form
 * (the set's default background, or as photographed) and transparent for a green-screen one.
 * The links answer only their buyer: opened signed out, they lead through sign-in. A picture
 * held back until the invoice is paid is named without a link.
 */
function downloadLines(downloads: OrderDownload[], lang: Lang, publicUrl: string) {
  if (downloads.length === 0) return { text: [], html: '' };
  const s = TEXTS[lang].fulfilment;
  const nameOf = (d: OrderDownload) =>
    d.number > 0 ? `${d.description} #${d.number}` : d.description;
  const waiting = downloads
    .filter((d) => d.awaitingPayment)
    .map((d) => fill(s.downloadAfterInvoice, { name: nameOf(d) }));
  const links = downloads.flatMap((d) => {
    const name = nameOf(d);
    return d.links
      .filter((l) => l.preferred || l.kind === 'transparent')
      .map((l) => ({
        label:
          l.kind === 'background'
            ? fill(s.downloadOn, { name, background: l.backgroundName ?? '' })
            : fill(l.kind === 'transparent' ? s.downloadTransparent : s.downloadOriginal, { name }),
        url: `${publicUrl}${l.url}`,
      }));
  });
  return {
    text: [
      '',
      s.downloadsHeading,
      ...links.map((l) => `${l.label}: ${l.url}`),
      ...waiting,
      s.downloadsSignIn,
    ],
    html: `<h2>${escapeHtml(s.downloadsHeading)}</h2><ul>${[
      ...links.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></li>`),
      ...waiting.map((w) => `<li>${escapeHtml(w)}</li>`),
    ].join('')}</ul><p>${escapeHtml(s.downloadsSignIn)}</p>`,
  };
}
