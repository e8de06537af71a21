import { describe, expect, it } from 'vitest';
import { errorLogFields, redactUrl } from './log-redaction';

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

describe('redactUrl with the route', () => {
  it('hides a secret path parameter whatever the path looked like', () => {
    expect(
      redactUrl('/api/webshop/reset%2Dpassword/abc123?x=1', '/api/webshop/reset-password/:code'),
    ).toBe('/api/webshop/reset-password/[redacted]?x=1');
  });

  it.each(['Code', 'code[]', 'code%00', 'E-mail', 'PASSWORD'])('hides the query key %s', (key) => {
    expect(redactUrl(`/x?${key}=s3cret-value`)).not.toContain('s3cret-value');
  });
});

describe('errorLogFields', () => {
  it('keeps the type, the SQL and the code, not the parameters nor other fields', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(kari@example.no) already exists.',
    });
    const error = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: kari@example.no'),
      { params: ['kari@example.no'], cause },
    );
    const fields = errorLogFields(error) as Record<string, unknown>;
    const line = JSON.stringify(fields);
    expect(line).not.toContain('kari@example.no');
    expect(fields).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "users" ("email") values ($1)\nparams: [redacted]',
      cause: { code: '23505', message: 'duplicate key value violates unique constraint' },
    });
  });

  it("hides a value PostgreSQL quotes, e-mails, and the request's own strings", () => {
    const error = new Error('invalid input syntax for type uuid: "EMMA-7Q4K-2RWD" from a@b.no');
    const fields = errorLogFields(error, ['hunter22']) as { message: string; stack: string };
    expect(fields.message).toBe('invalid input syntax for type uuid: "[redacted]" from [email]');
    expect(errorLogFields(new Error('bad hunter22!'), ['hunter22'])).toMatchObject({
      message: 'bad [redacted]!',
    });
    expect(fields.stack).not.toContain('EMMA');
  });
});
