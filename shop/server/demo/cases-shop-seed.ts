import type { Db } from '../db/client';
import { digitalSetOffers, orderLines, orders, userPictureSets, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { NO_SETS_PARENT, SETS_PARENT } from './cases-shop';
import { DEMO_SETS, DEMO_SUBJECTS, demoUuid } from './demo-accounts';

/** What Astrid's whole set costs as a digital set, in øre (the sets parent paid it). */
const ASTRID_SET_PRICE = 39900;

/**
 * The shop cases' parents: one holding Astrid's set, bought as a digital set in a paid order,
 * Hedda's set of a photo day never published and Ingrid's that waits for fine-tuning; and one
 * parent with no sets at all. Idempotent like the rest of the seed.
 */
export async function seedShopCases(db: Db): Promise<void> {
  const parent = demoUuid('user:sets-parent');
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        await Promise.all(
          [
            { key: 'user:sets-parent', who: SETS_PARENT },
            { key: 'user:no-sets-parent', who: NO_SETS_PARENT },
          ].map(async ({ key, who }) => ({
            uuid: demoUuid(key),
            email: who.email,
            name: who.name,
            passwordHash: await hashPassword(who.password),
            mobile: who.mobile,
            acceptMail: true,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(userPictureSets)
      .values(
        (['astrid', 'hedda', 'ingrid'] as const).map((key) => ({
          userUuid: parent,
          pictureSetUuid: DEMO_SETS[key],
        })),
      )
      .onConflictDoNothing();
    const offer = {
      productUuid: demoUuid('digital-set:astrid'),
      subjectUuid: DEMO_SUBJECTS.astrid,
      name: 'All digital portraits',
      translations: {
        nb: { name: 'Alle digitale portretter' },
        sv: { name: 'Alla digitala porträtt' },
      },
      price: ASTRID_SET_PRICE,
      rebatedPrice: null,
    };
    await tx.insert(digitalSetOffers).values(offer).onConflictDoNothing();
    // The paid order that bought the set, as checkout leaves it once the payment is confirmed.
    const order = demoUuid('order:astrid-set');
    const inserted = await tx
      .insert(orders)
      .values({
        uuid: order,
        userUuid: parent,
        currency: 'NOK',
        confirmTime: new Date('2026-06-20T18:00:00Z'),
      })
      .onConflictDoNothing()
      .returning({ uuid: orders.uuid });
    if (inserted.length === 0) return;
    await tx.insert(orderLines).values({
      uuid: demoUuid('order-line:astrid-set'),
      orderUuid: order,
      type: 0,
      productUuid: offer.productUuid,
      productName: offer.name,
      productType: 0,
      quantity: 1,
      description: `${offer.name}, Astrid Holm`,
      linePrice: ASTRID_SET_PRICE,
      actualLinePrice: ASTRID_SET_PRICE,
      maximumQuantity: 1,
      subjectUuid: DEMO_SUBJECTS.astrid,
      data: { kind: 'digital-set' },
    });
  });
}
