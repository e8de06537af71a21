import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    [
      '/ajax/prophoto/verify_subject_code.php?code=EMMA-7Q4K-2RWD',
      '/ajax/prophoto/verify_subject_code.php?code=%5Bredacted%5D',
    ],
    [
      '/sections/prophoto/ajax/user_exists_by_email.php?email=a%40b.no',
      '/sections/prophoto/ajax/user_exists_by_email.php?email=%5Bredacted%5D',
    ],
    ['/api/webshop/reset-password/abc123', '/api/webshop/reset-password/[redacted]'],
    ['/api/webshop/operator/simulate/tok.sig?x=1', '/api/webshop/operator/simulate/[redacted]?x=1'],
    ['/api/webshop/pictures/p1?size=320', '/api/webshop/pictures/p1?size=320'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
