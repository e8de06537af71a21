import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { signInParent } from '../checkout/test-cart';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('postal address service', () => {
  it('suggests the user’s own address and postal places, and resolves them', async () => {
    const b = await signInParent(app);
    const res = await b.get('/api/webshop/postal-address-service/autocomplete?q=bj%C3%B8rke');
    const suggestions = res.json().suggestions;
    expect(suggestions[0]).toMatchObject({ id: 'known:user' });
    const oslo = (await b.get('/api/webshop/postal-address-service/autocomplete?q=0372')).json();
    const postal = oslo.suggestions.find((s: { id: string }) => s.id.startsWith('postal:'));
    const resolved = await b.get(
      `/api/webshop/postal-address-service/resolve-address-by-id/${postal.id}`,
    );
    expect(resolved.json().address.city).toBe('Oslo');
  });

  it('answers Error resolving address for an unknown id', async () => {
    const b = await signInParent(app);
    const res = await b.get(
      '/api/webshop/postal-address-service/resolve-address-by-id/postal:9999x',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Error resolving address' });
  });
});
