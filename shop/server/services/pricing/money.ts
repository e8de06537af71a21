import type { Money as ContractMoney } from '../../../contract/money';

/** Currencies the shop prices in. The demo shop sells in Norwegian kroner. */
export type Currency = 'NOK';
export const DEFAULT_CURRENCY: Currency = 'NOK';

/** Money in integer minor units (øre). Same shape as the contract's Money. */
export interface Money extends ContractMoney {
  readonly amount: number;
  readonly currency: Currency;
}

/** Thrown when a computation would leave integer minor units or mix currencies. */
export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}

/** Refuses anything that is not a safe integer of minor units. */
export function assertMinorUnits(amount: number, what = 'amount'): number {
  if (!Number.isSafeInteger(amount)) {
    throw new MoneyError(`The ${what} must be a whole number of minor units, got ${amount}`);
  }
  return amount;
}

/** Reads a stored or configured currency code (e.g. ShopSettings.currency). */
export function parseCurrency(code: string): Currency {
  if (code !== 'NOK') throw new MoneyError(`The shop does not price in ${code}`);
  return code;
}

/** Checks money read from the database or a contract payload. */
export function asMoney(value: ContractMoney): Money {
  return money(value.amount, parseCurrency(value.currency));
}

export function money(amount: number, currency: Currency = DEFAULT_CURRENCY): Money {
  return { amount: assertMinorUnits(amount), currency };
}

export function zero(currency: Currency = DEFAULT_CURRENCY): Money {
  return { amount: 0, currency };
}

function sameCurrency(a: Money, b: Money): Currency {
  if (a.currency !== b.currency) {
    throw new MoneyError(`Cannot combine ${a.currency} with ${b.currency}`);
  }
  return a.currency;
}

export function add(a: Money, b: Money): Money {
  return money(a.amount + b.amount, sameCurrency(a, b));
}

export function subtract(a: Money, b: Money): Money {
  return money(a.amount - b.amount, sameCurrency(a, b));
}

export function sum(items: readonly Money[], currency: Currency = DEFAULT_CURRENCY): Money {
  return items.reduce<Money>((total, item) => add(total, item), zero(currency));
}

/** Multiplies by a whole count (quantities are integers, so the result stays exact). */
export function times(a: Money, count: number): Money {
  assertMinorUnits(count, 'multiplier');
  return money(a.amount * count, a.currency);
}

export function negate(a: Money): Money {
  return money(a.amount === 0 ? 0 : -a.amount, a.currency);
}

export function min(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return a.amount <= b.amount ? a : b;
}

export function max(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return a.amount >= b.amount ? a : b;
}

/** Clamps at zero: a total is never negative. */
export function nonNegative(a: Money): Money {
  return a.amount < 0 ? zero(a.currency) : a;
}

/**
 * `percent`% of an amount, rounded half up to whole minor units (12.5 øre -> 13 øre).
 * Integer arithmetic on hundredths of a percent avoids float drift (e.g. 12.5%).
 */
export function percentOf(a: Money, percent: number): Money {
  const basisPoints = Math.round(percent * 100);
  if (Math.abs(basisPoints - percent * 100) > 1e-9 || basisPoints < 0 || basisPoints > 10_000) {
    throw new MoneyError(`A percentage must be 0 to 100 in steps of 0.01, got ${percent}`);
  }
  const sign = a.amount < 0 ? -1 : 1;
  const scaled = Math.abs(a.amount) * basisPoints;
  const rounded = Math.floor((scaled + 5_000) / 10_000);
  return money(sign * rounded === 0 ? 0 : sign * rounded, a.currency);
}

/** For messages the server writes itself (e.g. a voucher's minimum order amount). */
export function formatMoney(a: Money, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: a.currency }).format(
    a.amount / 100,
  );
}
