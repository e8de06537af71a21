import { describe, expect, it } from 'vitest';
import { money } from './money';
import type { CatalogueOffer, DigitalSetOffer } from './upsell';
import { buildUpsaleList, digitalSetLines } from './upsell';

const catalogue = (uuid: string, inCart: boolean): CatalogueOffer => ({
  uuid,
  name: `Catalogue ${uuid}`,
  price: money(29900),
  subjectUuid: 'emma',
  inCart,
});
const set = (subjectUuid: string, changes: Partial<DigitalSetOffer> = {}): DigitalSetOffer => ({
  subjectUuid,
  subjectName: subjectUuid,
  productUuid: 'digital-set',
  productName: 'Digital set',
  price: money(49900),
  rebatedPrice: money(29900),
  bought: false,
  inCart: false,
  ...changes,
});
const cartSubjects = new Set(['emma', 'noah']);

describe('buildUpsaleList', () => {
  it.each<[string, CatalogueOffer[], DigitalSetOffer[], string[]]>([
    ['nothing to offer', [], [], []],
    [
      'catalogues not in the cart, then sets',
      [catalogue('a', false), catalogue('b', true)],
      [set('emma'), set('noah')],
      ['CATALOGUE:a', 'DIGITAL_FILES:emma', 'DIGITAL_FILES:noah'],
    ],
    ['all catalogues in the cart', [catalogue('a', true)], [], []],
    [
      'bought, in cart, other subject, no rebate, rebate not lower',
      [],
      [
        set('emma', { bought: true }),
        set('noah', { inCart: true }),
        set('liam'),
        set('emma', { rebatedPrice: null }),
        set('noah', { rebatedPrice: money(49900) }),
      ],
      [],
    ],
  ])('%s', (_, catalogues, sets, expected) => {
    const list = buildUpsaleList(catalogues, sets, cartSubjects);
    expect(
      list.map((entry) =>
        entry.type === 'CATALOGUE'
          ? `CATALOGUE:${entry.catalogues.map((c) => c.uuid).join(',')}`
          : `DIGITAL_FILES:${entry.offer.subjectUuid}`,
      ),
    ).toEqual(expected);
  });

  it('states the saving', () => {
    const [entry] = buildUpsaleList([], [set('emma')], cartSubjects);
    expect(entry?.type === 'DIGITAL_FILES' && entry.saving.amount).toBe(20000);
  });
});

describe('digitalSetLines', () => {
  it('adds one line per offered subject at the rebated price', () => {
    let n = 0;
    const lines = digitalSetLines(
      ['emma', 'emma', 'noah', 'liam'],
      [set('emma'), set('noah', { rebatedPrice: null }), set('liam', { bought: true })],
      () => `line-${++n}`,
    );
    expect(
      lines.map((l) => [l.uuid, l.description, l.unitPrice.amount, l.originalUnitPrice.amount]),
    ).toEqual([
      ['line-1', 'Digital set, emma', 29900, 49900],
      ['line-2', 'Digital set, noah', 49900, 49900],
    ]);
  });
});
