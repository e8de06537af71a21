import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderLines, orders, users } from '../db/schema';

/**
 * Marks pictures as bought by the user with this e-mail: one confirmed order with a digital file
 * line of `price` minor units for each (a set counts as bought once all its pictures are).
 */
export async function markBought(
  db: Db,
  email: string,
  pictureUuids: readonly string[],
  price = 100,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const orderUuid = crypto.randomUUID();
  await db
    .insert(orders)
    .values({ uuid: orderUuid, userUuid: user.uuid, currency: 'NOK', confirmTime: new Date() });
  await db.insert(orderLines).values(
    pictureUuids.map((pictureUuid) => ({
      uuid: crypto.randomUUID(),
      orderUuid,
      type: 0,
      quantity: 1,
      description: 'Digital file',
      linePrice: price,
      actualLinePrice: price,
      pictureUuid,
    })),
  );
}
