import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { orderDetailsFor } from '../orders/orders';
import { langOf } from '../../lib/i18n/format';
import { renderInvoicePdf } from './invoice-pdf';
import { ownInvoice } from './invoices';

/**
 * The invoice PDF of one of the user's orders, in the user's language, with its file name. Any
 * other user's order, or an order without an invoice, is a 404 (orderDetailsFor, ownInvoice).
 */
export async function invoicePdfFor(
  db: Db,
  userUuid: string,
  orderUuid: string,
): Promise<{ name: string; bytes: Uint8Array }> {
  const invoice = await ownInvoice(db, userUuid, orderUuid);
  const [user] = await db.select().from(users).where(eq(users.uuid, userUuid));
  const lang = langOf(user?.lang);
  // The lines named in the language the invoice is written in (catalogues, the digital set).
  const order = await orderDetailsFor(db, userUuid, orderUuid, lang);
  const d = order.delivery;
  const address = d.address;
  const customer = [
    address?.name || d.contactInfo.name,
    ...(address
      ? [address.address, address.address2, `${address.postalCode} ${address.city}`.trim()]
      : []),
    d.contactInfo.emailAddress || user?.email || '',
  ].filter((l): l is string => typeof l === 'string' && l.trim() !== '');
  const bytes = await renderInvoicePdf({ order, invoice, lang, customer });
  return { name: `invoice-${invoice.number}.pdf`, bytes };
}
