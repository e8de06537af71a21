// Every mail a parent (or the family they share with) gets, in English, Norsk and Svenska: the
// subject and the body in the recipient's language, with no English left in a Norwegian or a
// Swedish one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, outbox, users } from '../../db/schema';
import { sharedTestApp } from '../../test/hooks';
import { demoUuid } from '../../demo/demo-accounts';
import {
  ADULT_PID,
  addPrintLine,
  buyPrintForPickup,
  invoiceByPost,
  newCustomer,
} from '../../routes/checkout/test-cart';
import { changeOrderStatus } from '../fulfilment/status';
import { sendResetLink } from '../identity/password-reset';
import { remindOverdueInvoices } from '../invoicing/invoices';
import { formatDateIn } from '../../lib/i18n/format';
import type { MailMessage } from './mail';
import { shareMail } from './share';

const app = sharedTestApp();

type Lang = 'en' | 'nb' | 'sv';
const LANGS: Lang[] = ['en', 'nb', 'sv'];
const URL = 'http://shop.test';

/**
 * English words of the mails that are no Norwegian or Swedish word: one of them in an nb or sv
 * mail is a text left untranslated. Links are left out (their paths are English on purpose).
 */
const ENGLISH =
  /\b(the|your|you|has|been|with|ready|pickup|shared|pictures|password|invoice|reminder|overdue|payment|follow|tracking|hi|link|due|pay|account|wants|enter|school|way|shipped)\b/gi;
const englishIn = (mail: Pick<MailMessage, 'subject' | 'text'>) =>
  `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, '').match(ENGLISH) ?? [];

let customers = 0;
/** A new customer whose account speaks `lang` (the shop and its mails use it). */
async function customer(lang: Lang) {
  customers += 1;
  const email = `mail-${lang}-${customers}@keepsake.test`;
  const b = await newCustomer(app(), email);
  await app().db.update(users).set({ lang }).where(eq(users.email, email));
  const [user] = await app().db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('no user');
  return { b, email, user };
}

/** Moves an order along to `to`, as staff would, and gives the mail it queued. */
async function advance(orderUuid: string, to: 'shipped' | 'ready_for_pickup') {
  const move = { orderUuid, actor: 'staff@keepsake.test', publicUrl: URL };
  await changeOrderStatus(app().db, { ...move, to: 'in_production' });
  const { mail } = await changeOrderStatus(app().db, { ...move, to, trackingReference: 'PN-1234' });
  if (!mail) throw new Error('no mail');
  return mail;
}

const expected: Record<
  Lang,
  {
    share: string;
    reset: string;
    shipped: string;
    ready: string;
    place: string;
    reminder: string;
    due: string;
  }
> = {
  en: {
    share: 'Kari Nordmann shared pictures with you',
    reset: 'Reset your Keepsake password',
    shipped: 'Your order {ref} is on its way',
    ready: 'Your order {ref} is ready for pickup',
    place: 'Lysglimt Foto, Storgata (express)',
    reminder: 'Reminder: invoice {number} is overdue',
    due: '26 November 2026',
  },
  nb: {
    share: 'Kari Nordmann har delt bilder med deg',
    reset: 'Lag nytt passord for Keepsake',
    shipped: 'Ordre {ref} er på vei',
    ready: 'Ordre {ref} er klar til henting',
    place: 'Lysglimt Foto, Storgata (ekspress)',
    reminder: 'Påminnelse: faktura {number} har forfalt',
    due: '26. november 2026',
  },
  sv: {
    share: 'Kari Nordmann har delat bilder med dig',
    reset: 'Återställ ditt lösenord för Keepsake',
    shipped: 'Din order {ref} är på väg',
    ready: 'Din order {ref} är klar att hämta',
    place: 'Lysglimt Foto, Storgata (express)',
    reminder: 'Påminnelse: faktura {number} är förfallen',
    due: '26 november 2026',
  },
};

const noEnglishUnless = (lang: Lang, mail: Pick<MailMessage, 'subject' | 'text'>) => {
  if (lang === 'en') expect(englishIn(mail).length).toBeGreaterThan(0);
  else expect(englishIn(mail)).toEqual([]);
};

describe.each(LANGS)('mails in %s', (lang) => {
  const want = expected[lang];

  it('the shared pictures mail', async () => {
    const { user } = await customer(lang);
    const mail = shareMail(
      { ...user, name: 'Kari Nordmann' },
      [{ name: 'Emma Nordmann', code: 'ABCD-EFGH' }],
      URL,
      'Lysglimt Foto',
    );
    expect(mail.subject).toBe(want.share);
    expect(mail.text).toContain('Emma Nordmann: ABCD-EFGH');
    noEnglishUnless(lang, mail);
  });

  it('the password reset mail', async () => {
    const { user } = await customer(lang);
    const sent: MailMessage[] = [];
    const mailer = {
      send: async (m: MailMessage) => void sent.push(m),
      deliverQueued: async () => {},
      close: async () => {},
    };
    await sendResetLink(app().db, mailer, user, URL);
    const [mail] = sent;
    if (!mail) throw new Error('no reset mail');
    expect(mail.subject).toBe(want.reset);
    expect(mail.text).toContain(`${URL}/reset-password?resetcode=`);
    noEnglishUnless(lang, mail);
  });

  it('the shipped and the ready-for-pickup mails', async () => {
    const post = await customer(lang);
    await addPrintLine(app(), post.email);
    const { url, body } = await invoiceByPost(post.b);
    const byPost = (await post.b.post(url, body)).json() as { order: { uuid: string } };
    const shipped = await advance(byPost.order.uuid, 'shipped');
    expect(shipped.subject).toBe(want.shipped.replace('{ref}', byPost.order.uuid.slice(0, 8)));
    expect(shipped.text).toContain('PN-1234');
    noEnglishUnless(lang, shipped);

    // Bought in English, then the parent switched the shop to their language: the mail names
    // the pickup place in that language too.
    const pickup = await customer('en');
    const { order } = await buyPrintForPickup(app(), pickup.b, pickup.email, {
      paymentOptionUuid: demoUuid('payment:invoice'),
      paymentOptionData: { pid: ADULT_PID },
    });
    await app().db.update(users).set({ lang }).where(eq(users.email, pickup.email));
    const ready = await advance(order.uuid, 'ready_for_pickup');
    expect(ready.subject).toBe(want.ready.replace('{ref}', order.uuid.slice(0, 8)));
    expect(ready.text).toContain(want.place);
    noEnglishUnless(lang, ready);
  });

  it('the invoice reminder mail', async () => {
    const { b, email } = await customer(lang);
    await addPrintLine(app(), email);
    const { url, body } = await invoiceByPost(b);
    const { order } = (await b.post(url, body)).json() as { order: { uuid: string } };
    const [issued] = await app()
      .db.select()
      .from(invoices)
      .where(eq(invoices.orderUuid, order.uuid));
    if (!issued) throw new Error('no invoice');
    // The order confirmation says by when to pay, as a day in words (formatDateIn's test pins them).
    const [confirmation] = await app()
      .db.select()
      .from(outbox)
      .where(eq(outbox.orderUuid, order.uuid));
    expect(confirmation?.text).toContain(formatDateIn(lang, issued.dueDate));
    expect(confirmation?.text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    await app()
      .db.update(invoices)
      .set({ dueDate: '2026-11-26' })
      .where(eq(invoices.orderUuid, order.uuid));
    await remindOverdueInvoices(app().db, new Date('2026-12-01T09:00:00Z'), URL);
    const [invoice] = await app()
      .db.select()
      .from(invoices)
      .where(eq(invoices.orderUuid, order.uuid));
    // The reminder goes to the order's contact address; it is the one that names this KID.
    const mail = (await app().db.select().from(outbox)).find(
      (m) => m.orderUuid === null && invoice !== undefined && m.text.includes(invoice.kid),
    );
    if (!mail || !invoice) throw new Error('no reminder');
    expect(mail.subject).toBe(want.reminder.replace('{number}', String(invoice.number)));
    expect(mail.text).toContain(invoice.kid);
    // The due date in words, in the body and in the line that says how to pay.
    expect(mail.text.split(want.due)).toHaveLength(3);
    expect(mail.text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    noEnglishUnless(lang, mail);
  });
});
