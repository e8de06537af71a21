import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentsLine } from '../../../config';

const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
const vipps = {
  VIPPS_CLIENT_ID: 'id',
  VIPPS_CLIENT_SECRET: 'secret',
  VIPPS_SUBSCRIPTION_KEY: 'key',
  VIPPS_MSN: '123456',
};
const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' };

describe('payment provider configuration', () => {
  it('without keys the test gateways serve card and mobile; production refuses them', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ stripe: null, vipps: null });
    expect(paymentsLine(loadConfig(production))).toContain('test gateways are refused');
  });

  it('takes Stripe and Vipps MobilePay from their keys', () => {
    const config = loadConfig({ ...production, ...stripe, ...vipps });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: null,
    });
    expect(config.vipps).toMatchObject({ merchantSerialNumber: '123456', testEnvironment: false });
    expect(paymentsLine(config)).toBe(
      'Payments: card and wallets through Stripe, mobile through Vipps MobilePay; the built-in test gateways are refused.',
    );
  });

  it('refuses half a provider with a line naming what is missing', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /^Missing STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...vipps, VIPPS_MSN: '' })).toThrow(
      new ConfigError(
        'Missing VIPPS_MSN: Vipps MobilePay needs all of VIPPS_CLIENT_ID, VIPPS_CLIENT_SECRET, VIPPS_SUBSCRIPTION_KEY, VIPPS_MSN',
      ),
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_a' }),
    ).toThrow(/^Invalid STRIPE_SECRET_KEY/);
  });
});
