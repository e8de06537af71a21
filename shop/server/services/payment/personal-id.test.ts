import { describe, expect, it } from 'vitest';
import { ageOn, checkPersonalIdForInvoice, parsePersonalId } from './personal-id';

describe('parsePersonalId', () => {
  it.each<[string, string | null, string | null]>([
    ['01019000083', 'birth-number', '1990-01-01'],
    ['010190 000 83', 'birth-number', '1990-01-01'],
    ['23070850060', 'birth-number', '2008-07-23'],
    ['63070850054', 'd-number', '2008-07-23'],
    ['17458500088', 'h-number', '1985-05-17'],
    ['01019950065', 'birth-number', '1899-01-01'],
    ['01014590001', 'birth-number', '1945-01-01'],
    ['29020050088', 'birth-number', '2000-02-29'],
    ['29020150260', null, null], // 29 February 2001 does not exist
    ['01019000084', null, null], // second check digit wrong
    ['01019000183', null, null], // first check digit wrong
    ['0101900008', null, null],
    ['010190000833', null, null],
    ['0101900008a', null, null],
    ['', null, null],
  ])('%s', (input, kind, date) => {
    const id = parsePersonalId(input);
    if (kind === null) {
      expect(id).toBeNull();
      return;
    }
    const { year, month, day } = id?.birthDate ?? { year: 0, month: 0, day: 0 };
    expect(id?.kind).toBe(kind);
    expect(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`).toBe(date);
  });
});

describe('ageOn', () => {
  it.each([
    ['2026-07-22T23:59:59Z', 17],
    ['2026-07-23T00:00:00Z', 18],
    ['2027-01-01T00:00:00Z', 18],
  ])('born 2008-07-23, on %s: %i', (on, age) => {
    expect(ageOn({ year: 2008, month: 7, day: 23 }, new Date(on))).toBe(age);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    const leap = { year: 2000, month: 2, day: 29 };
    expect(ageOn(leap, new Date('2018-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn(leap, new Date('2018-03-01T12:00:00Z'))).toBe(18);
  });
});

describe('checkPersonalIdForInvoice', () => {
  const birthday = new Date('2026-07-23T10:00:00Z');
  const dayBefore = new Date('2026-07-22T10:00:00Z');
  it.each<[string, Date, number, string | null]>([
    ['23070850060', birthday, 18, null],
    ['63070850054', birthday, 18, null],
    ['23070850060', dayBefore, 18, 'You must be at least 18 years old to pay by invoice.'],
    ['23070850060', dayBefore, 16, null],
    ['01019000083', birthday, 20, null],
    ['01013050038', birthday, 18, 'Invalid personal id number'], // born 2030: in the future
    ['12345678901', birthday, 18, 'Invalid personal id number'],
  ])('%s on %o, minimum %i', (input, now, minimumAge, error) => {
    const result = checkPersonalIdForInvoice(input, now, minimumAge);
    if (error === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, error });
  });
});
