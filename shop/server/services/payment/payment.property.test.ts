import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnValid } from './card';
import { parsePersonalId } from './personal-id';

const W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const check = (digits: number[], weights: number[]): number | null => {
  const digit = 11 - (weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0) % 11);
  return digit === 11 ? 0 : digit === 10 ? null : digit;
};
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Individual numbers that give each century (Skatteetaten's table), for 1900–2039. */
const individualFor = (year: number): fc.Arbitrary<number> =>
  year >= 2000 ? fc.integer({ min: 500, max: 999 }) : fc.integer({ min: 0, max: 499 });

describe('personal id numbers (properties)', () => {
  it('a number built with both check digits parses back to its birth date', () => {
    const birth = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2039-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .chain((date) =>
        fc.tuple(fc.constant(date), individualFor(date.getUTCFullYear()), fc.boolean()),
      );
    fc.assert(
      fc.property(birth, ([date, individual, dNumber]) => {
        const day = date.getUTCDate() + (dNumber ? 40 : 0);
        const base = `${pad(day, 2)}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCFullYear() % 100, 2)}${pad(individual, 3)}`;
        const digits = [...base].map(Number);
        const k1 = check(digits, W1);
        fc.pre(k1 !== null);
        const k2 = check([...digits, k1 ?? 0], W2);
        fc.pre(k2 !== null);
        const id = parsePersonalId(`${base}${k1}${k2}`);
        expect(id?.birthDate).toEqual({
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
        });
        expect(id?.kind).toBe(dNumber ? 'd-number' : 'birth-number');
      }),
    );
  });

  it('changing one digit of a valid number makes it invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const valid = '01019000083';
        const digit = (Number(valid[at]) + delta) % 10;
        expect(parsePersonalId(valid.slice(0, at) + digit + valid.slice(at + 1))).toBeNull();
      }),
    );
  });
});

describe('Luhn (properties)', () => {
  it('the computed check digit validates, any other digit does not', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{11,18}$/),
        fc.integer({ min: 1, max: 9 }),
        (body, delta) => {
          const digit = [...'0123456789'].find((d) => luhnValid(body + d)) ?? 'x';
          expect(luhnValid(body + digit)).toBe(true);
          expect(luhnValid(body + ((Number(digit) + delta) % 10))).toBe(false);
        },
      ),
    );
  });
});
