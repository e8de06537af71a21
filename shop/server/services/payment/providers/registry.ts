import type { StripeGatewayOptions } from './stripe';
import { createStripeGateway, type StripeGateway } from './stripe';
import type { PaymentGateway } from './types';
import type { VippsGatewayOptions } from './vipps';
import { createVippsGateway } from './vipps';

export interface GatewaysConfig {
  readonly stripe: StripeGatewayOptions | null;
  readonly vipps: VippsGatewayOptions | null;
}

/** The real providers this shop is configured with; null: that option's built-in test gateway. */
export interface PaymentGateways {
  readonly card: StripeGateway | null;
  readonly mobile: PaymentGateway | null;
}

const made = new WeakMap<GatewaysConfig, PaymentGateways>();

/** One set of clients per configuration (Vipps MobilePay's access token is kept between calls). */
export function paymentGateways(config: GatewaysConfig): PaymentGateways {
  const known = made.get(config);
  if (known) return known;
  const gateways: PaymentGateways = {
    card: config.stripe === null ? null : createStripeGateway(config.stripe),
    mobile: config.vipps === null ? null : createVippsGateway(config.vipps),
  };
  made.set(config, gateways);
  return gateways;
}

/** The real provider that serves a payment option's kind, or null for the built-in test gateway. */
export function gatewayFor(
  gateways: PaymentGateways,
  kind: 'invoice' | 'mobile' | 'card',
): PaymentGateway | null {
  if (kind === 'card') return gateways.card;
  if (kind === 'mobile') return gateways.mobile;
  return null;
}

/** The payment option kinds a real provider serves: these are not refused as test gateways. */
export function realProviderKinds(gateways: PaymentGateways): ReadonlySet<'card' | 'mobile'> {
  const kinds = new Set<'card' | 'mobile'>();
  if (gateways.card) kinds.add('card');
  if (gateways.mobile) kinds.add('mobile');
  return kinds;
}
