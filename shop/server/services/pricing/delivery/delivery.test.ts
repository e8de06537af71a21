import { describe, expect, it } from 'vitest';
import { chooseDelivery } from './delivery-choice';
import { location, method, option } from './delivery-fixtures.test-data';
import type { DeliverableLine, DeliveryType } from './delivery-methods';
import { availableDeliveryMethods, expiresAt, isDigitalOnly } from './delivery-methods';

const now = new Date('2026-11-23T09:00:00Z');
const physical: DeliverableLine = { digital: false, subjectUuids: ['emma'] };
const digital: DeliverableLine = { digital: true, subjectUuids: ['emma'] };
const methods = [
  method('postage', [option('post', 'postage')]),
  method('school-pickup', [option('school', 'school-pickup')]),
  method('digital-delivery', [option('download', 'digital-delivery', { price: 0 })]),
];

describe('availableDeliveryMethods', () => {
  it.each<[string, DeliverableLine[], DeliveryType[]]>([
    ['only digital', [digital, digital], ['digital-delivery']],
    ['mixed', [digital, physical], ['postage', 'school-pickup']],
    ['only physical', [physical], ['postage', 'school-pickup']],
    ['empty', [], ['postage', 'school-pickup']],
  ])('%s', (_, lines, expected) => {
    expect(availableDeliveryMethods(methods, lines, now).map((m) => m.type)).toEqual(expected);
    expect(isDigitalOnly(lines)).toBe(expected.includes('digital-delivery'));
  });

  it.each<[string, Parameters<typeof option>[2], boolean]>([
    ['open', {}, true],
    ['expires later', { expire: '2026-11-23T09:00:01Z' }, true],
    ['expired at the instant', { expire: '2026-11-23T09:00:00Z' }, false],
    ['date: through that day', { expire: '2026-11-23' }, true],
    ['date: the day before', { expire: '2026-11-22' }, false],
    ['for this subject', { subjects: [{ uuid: 'emma', name: 'Emma' }] }, true],
    ['for another subject', { subjects: [{ uuid: 'noah', name: 'Noah' }] }, false],
  ])('an option %s is offered: %s', (_, changes, offered) => {
    const result = availableDeliveryMethods(
      [method('postage', [option('o', 'postage', changes)])],
      [physical],
      now,
    );
    expect(result.length).toBe(offered ? 1 : 0);
  });

  it('reads date-only expiry as the end of that day', () => {
    expect(expiresAt('2026-11-23').toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
});

describe('chooseDelivery', () => {
  const school = '0c1f2a3b-aaaa-4bbb-8ccc';
  const pickups = [location(`${school}-000000000001`, 0), location(`${school}-111111111111`, 4900)];
  const available = [
    method('postage', [option('post', 'postage')]),
    method('school-pickup', [option('school', 'school-pickup')], pickups),
  ];

  it.each<[string, string | null, string | number]>([
    ['post', null, 9900],
    ['post', 'ignored', 9900],
    ['school', `${school}-000000000001`, 0],
    ['school', `${school}-111111111111`, 4900],
    ['school', null, 'Please choose a pickup location.'],
    ['school', 'elsewhere', 'The pickup location is not available.'],
    ['gone', null, 'The delivery option is not available.'],
  ])('%s at %s', (uuid, pickup, expected) => {
    const choice = chooseDelivery(available, uuid, pickup, 'NOK');
    if (typeof expected === 'string') expect(choice).toEqual({ ok: false, error: expected });
    else expect(choice.ok && choice.charge.price.amount).toBe(expected);
  });

  it('names the pickup place in the charge', () => {
    const choice = chooseDelivery(available, 'school', `${school}-111111111111`, 'NOK');
    expect(choice.ok && choice.charge.description).toBe('Option school, Place 1');
  });
});
