// Package prices are pure functions of the offer and the clock, so a deadline really ends a price.
import type { packages } from '../../db/schema';

export type PackageRow = typeof packages.$inferSelect;

/** Whether the time-limited price still applies at `now`. */
export function discountRunning(row: PackageRow, now: Date): boolean {
  return (
    row.timeLimitedDiscountPrice !== null &&
    row.discountDeadline !== null &&
    row.discountDeadline.getTime() > now.getTime()
  );
}

/** What one package costs the customer at `now`, in minor units. */
export function packageUnitPrice(row: PackageRow, now: Date): number {
  return discountRunning(row, now) && row.timeLimitedDiscountPrice !== null
    ? row.timeLimitedDiscountPrice
    : row.priceIncludingDiscount;
}

/** Whole seconds until the nearest running discount ends; 0 when none runs. */
export function remainingSeconds(rows: readonly PackageRow[], now: Date): number {
  const left = rows
    .filter((row) => !row.disabledReason && discountRunning(row, now))
    .map((row) => Math.floor(((row.discountDeadline?.getTime() ?? 0) - now.getTime()) / 1000));
  return left.length ? Math.max(0, Math.min(...left)) : 0;
}
