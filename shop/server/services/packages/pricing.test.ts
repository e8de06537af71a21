import { describe, expect, it } from 'vitest';
import { packageUnitPrice, remainingSeconds, type PackageRow } from './pricing';

const deadline = new Date('2026-11-26T12:00:00Z');
const row: PackageRow = {
  uuid: 'p',
  shopUuid: 's',
  position: 0,
  type: 'package',
  name: { en: 'P', nb: 'P', sv: 'P' },
  description: { en: '', nb: '', sv: '' },
  image: null,
  link: null,
  linkText: null,
  linkInfo: null,
  originalPrice: 120_000,
  priceIncludingDiscount: 99_900,
  timeLimitedDiscountPrice: 79_900,
  discountDeadline: deadline,
  disabledReason: null,
  allowSubjectChange: true,
  items: [],
  vatRate: null,
};

describe('package prices against the clock', () => {
  it('charges the time-limited price until the deadline, then the discounted price', () => {
    expect(packageUnitPrice(row, new Date(deadline.getTime() - 1000))).toBe(79_900);
    expect(packageUnitPrice(row, deadline)).toBe(99_900);
    expect(packageUnitPrice({ ...row, timeLimitedDiscountPrice: null }, new Date(0))).toBe(99_900);
  });

  it('counts whole seconds to the nearest running deadline, 0 once it passed', () => {
    expect(remainingSeconds([row], new Date(deadline.getTime() - 90_500))).toBe(90);
    expect(remainingSeconds([row], new Date(deadline.getTime() + 1))).toBe(0);
    expect(remainingSeconds([{ ...row, disabledReason: row.name }], new Date(0))).toBe(0);
  });
});
