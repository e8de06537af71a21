// The digital set is named in the parent's language wherever they read it: the cart line, the
// receipt, the confirmation mail and the invoice PDF, also when read in another language later.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { DEMO_SUBJECTS, DEMO_USER } from '../../demo/demo-accounts';
import { markBought } from '../../test/bought';
import type { Browser } from '../../test/client';
import { sharedTestApp } from '../../test/hooks';
import { invoiceText, orderAsRead, speak } from '../../test/reading';
import { signedInAs } from '../../test/sign-in';
import { addPrintLine, invoiceByPost } from '../checkout/test-cart';

const app = sharedTestApp();

type Line = { product: { name: string } | null; description: string };
const cartLines = async (b: Browser) =>
  ((await b.get('/api/webshop/cart')).json() as { orderLines: Line[] }).orderLines;

describe('the digital set in the parent’s language', () => {
  it('names the set in nb and sv on the cart line, receipt, mail and invoice', async () => {
    const b = await signedInAs(app(), DEMO_USER);
    // The set is offered once every non-portrait picture of Emma's is bought.
    const { sections } = (
      await b.get(`/api/webshop/digital-portraits/${DEMO_SUBJECTS.emma}`)
    ).json() as {
      sections: { pictureType: string; pictures: { uuid: string }[] }[];
    };
    await markBought(
      app().db,
      DEMO_USER.email,
      sections.filter((s) => s.pictureType !== 'IP').flatMap((s) => s.pictures.map((p) => p.uuid)),
    );
    await speak(b, 'nb');
    const add = await b.post('/ajax/cart/toggle_digital_set_in_cart.php', {
      pictureSet: DEMO_SUBJECTS.emma,
    });
    expect(add.json()).toEqual({ inCart: true });
    const nbLine = (await cartLines(b))[0];
    expect(nbLine?.product?.name).toBe('Alle digitale portretter');
    expect(nbLine?.description).toBe('Alle digitale portretter, Emma Nordmann');

    // Read in Swedish, the same line speaks Swedish.
    await speak(b, 'sv');
    expect((await cartLines(b)).map((l) => l.description)).toEqual([
      'Alla digitala porträtt, Emma Nordmann',
    ]);

    // Bought in Norwegian (with a print, sent by post, on invoice).
    await speak(b, 'nb');
    await addPrintLine(app(), DEMO_USER.email);
    const { url, body } = await invoiceByPost(b);
    const bought = await b.post(url, body);
    expect(bought.statusCode).toBe(200);
    const orderUuid = (bought.json() as { order: { uuid: string } }).order.uuid;
    const [mail] = await app().db.select().from(outbox).where(eq(outbox.orderUuid, orderUuid));
    expect(mail?.text.replace(/\s/g, ' ')).toContain(
      '1 × Alle digitale portretter, Emma Nordmann: 299 kr',
    );
    expect(mail?.text).not.toContain('All digital portraits');

    // The receipt and the invoice read later in Swedish name it in Swedish.
    await speak(b, 'sv');
    const receipt = await orderAsRead(b, orderUuid);
    // The delivery bought as 'Brev i posten' reads in Swedish too.
    const summary = receipt.summary.lines.map((l) => l.description);
    expect(summary).toContain('Brev med posten');
    expect(summary).not.toContain('Brev i posten');
    expect(receipt.orderLines.map((l) => l.product?.name)).toContain('Alla digitala porträtt');
    // Each of the set's portraits is listed for download under the set's Swedish name.
    const downloads = receipt.downloads ?? [];
    expect(downloads.length).toBeGreaterThan(0);
    expect(new Set(downloads.map((d) => d.description))).toEqual(
      new Set(['Alla digitala porträtt, Emma Nordmann']),
    );
    const text = await invoiceText(b, orderUuid);
    expect(text).toContain('Alla digitala porträtt, Emma Nordmann');
    expect(text).not.toContain('All digital portraits');
    expect(text).not.toContain('Alle digitale portretter');

    // And in English for an English reader.
    await speak(b, 'en');
    const en = await orderAsRead(b, orderUuid);
    expect(en.orderLines.map((l) => l.description)).toContain(
      'All digital portraits, Emma Nordmann',
    );
    // A whole purchase and an invoice PDF: more than a unit test's usual time on a busy machine.
  }, 90_000);
});
