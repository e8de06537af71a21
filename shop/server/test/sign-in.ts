import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { Browser } from './client';

/** Who signs in: an e-mail and its password (the demo accounts have this shape). */
export interface Account {
  email: string;
  password: string;
}

/** A browser signed in as this account; the sign-in itself must be accepted. */
export async function signedInAs(app: FastifyInstance, account: Account): Promise<Browser> {
  const b = new Browser(app);
  const res = await b.post('/api/webshop/login', {
    email: account.email,
    password: account.password,
  });
  expect(res.statusCode).toBe(200);
  return b;
}
