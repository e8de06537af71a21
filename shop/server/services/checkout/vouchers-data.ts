import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDetails, orders, vouchers } from '../../db/schema';
import type { Currency } from '../pricing/money';
import { money } from '../pricing/money';
import type { Voucher } from '../pricing/vouchers';
import { normaliseVoucherCode } from '../pricing/vouchers';

type VoucherRow = typeof vouchers.$inferSelect;

function toVoucher(row: VoucherRow, currency: Currency): Voucher {
  const b = row.benefit;
  return {
    code: row.code,
    description: row.description,
    benefit: b.kind === 'fixed' ? { kind: 'fixed', amount: money(b.amount, currency) } : b,
    validFrom: row.validFrom,
    expiresAt: row.expiresAt,
    minimumOrderAmount: row.minimumOrder === null ? null : money(row.minimumOrder, currency),
    singleUsePerUser: row.singleUsePerUser,
  };
}

/** The stored voucher of a typed code (undefined when there is none), as the core looks it up. */
export async function voucherLookup(
  db: Db,
  code: string,
  currency: Currency,
): Promise<(normalised: string) => Voucher | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normaliseVoucherCode(code)));
  const voucher = row ? toVoucher(row, currency) : undefined;
  return (normalised) => (voucher && voucher.code === normalised ? voucher : undefined);
}

/** Whether the user has a confirmed order bought with this code. */
export async function voucherUsedBefore(db: Db, userUuid: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ uuid: orders.uuid })
    .from(orders)
    .innerJoin(orderDetails, eq(orderDetails.orderUuid, orders.uuid))
    .where(
      and(
        eq(orders.userUuid, userUuid),
        isNotNull(orders.confirmTime),
        eq(orderDetails.rebateCode, normaliseVoucherCode(code)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
