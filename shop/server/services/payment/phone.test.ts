import { describe, expect, it } from 'vitest';
import { checkMobilePhone } from './phone';

describe('checkMobilePhone', () => {
  it.each<[string, string | null]>([
    ['41234567', '+4741234567'],
    ['912 34 567', '+4791234567'],
    ['+47 412 34 567', '+4741234567'],
    ['0047 41234567', '+4741234567'],
    ['+46 70 123 45 67', '+46701234567'], // a Swedish mobile is reachable too
    ['22123456', null], // Oslo landline
    ['123', null],
    ['', null],
    ['abc', null],
    ['+46 41234567', null],
  ])('%s', (input, e164) => {
    const result = checkMobilePhone(input);
    if (e164 === null) expect(result).toEqual({ ok: false, error: 'Invalid mobile phone number' });
    else expect(result).toMatchObject({ ok: true, e164 });
  });

  it('reads national numbers in another default region', () => {
    expect(checkMobilePhone('070-123 45 67', 'SE')).toMatchObject({
      ok: true,
      e164: '+46701234567',
    });
  });
});
