import { describe, expect, it } from 'vitest';
import { formatAccessCode, normaliseAccessCode } from './codes';
import { pathFor } from './http';
import { pictureUrl } from './picture-sets';
import { routes } from './routes';
import { RegisterBody } from './account';

describe('contract helpers', () => {
  it('normalises access codes (case, spaces, dashes)', () => {
    expect(normaliseAccessCode(' emma-7q4k 2rwd ')).toBe('EMMA7Q4K2RWD');
    expect(formatAccessCode('emma7q4k2rwd')).toBe('EMMA-7Q4K-2RWD');
  });

  it('fills path parameters', () => {
    expect(pathFor(routes.pictureSets.one.path, { subjectUuid: 'a b' })).toBe(
      '/api/webshop/user/picture-sets/a%20b',
    );
  });

  it('builds picture URLs', () => {
    expect(pictureUrl('p1', { size: '320', effect: 'bw' })).toBe(
      '/api/webshop/pictures/p1?size=320&effect=bw',
    );
  });

  it('reads form booleans in the register body', () => {
    const body = RegisterBody.parse({ acceptmail: 'on', termsofservice: 'true' });
    expect(body.acceptmail).toBe(true);
    expect(body.termsofservice).toBe(true);
    expect(RegisterBody.parse({ acceptmail: '0' }).acceptmail).toBe(false);
  });
});
