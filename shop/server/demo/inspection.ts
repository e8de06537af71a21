// A printed package sent home for inspection to the demo parent (for Emma), so the demo shows
// My account → Cancel picture packages. It is not a web order, so it has no order details and
// stays out of the order history.
import { INSPECTION_PACKAGE_PRODUCT_TYPE } from '../../contract/my-account';
import type { Db } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { DEMO_SUBJECTS, demoUuid, type DemoSubjectKey } from './demo-accounts';

/** The demo parent's subject with a package for inspection. */
export const DEMO_INSPECTION_SUBJECT: DemoSubjectKey = 'emma';

export async function seedInspectionPackage(db: Db): Promise<void> {
  const orderUuid = demoUuid(`order:inspection:${DEMO_INSPECTION_SUBJECT}`);
  await db
    .insert(orders)
    .values({
      uuid: orderUuid,
      userUuid: demoUuid('user:parent'),
      currency: 'NOK',
      // Sent home a week after Emma's photo day (Fjellvang, 2026-09-08).
      confirmTime: new Date('2026-09-15T08:00:00Z'),
    })
    .onConflictDoNothing();
  await db
    .insert(orderLines)
    .values({
      uuid: demoUuid(`order-line:inspection:${DEMO_INSPECTION_SUBJECT}`),
      orderUuid,
      type: 0,
      productType: INSPECTION_PACKAGE_PRODUCT_TYPE,
      quantity: 1,
      description: 'Picture package for inspection',
      linePrice: 49_900,
      actualLinePrice: 49_900,
      subjectUuid: DEMO_SUBJECTS[DEMO_INSPECTION_SUBJECT],
    })
    .onConflictDoNothing();
}
