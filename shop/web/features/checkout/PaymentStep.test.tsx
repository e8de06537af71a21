import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentOption } from '../../../contract/checkout';
import type { ShopSettings } from '../../../contract/shop-settings';
import { queryKeys } from '../../api/query-keys';
import { en } from '../../i18n/locales/en';
import { renderInShop } from '../../test/render';
import { PaymentStep } from './PaymentStep';

const option = (provider: PaymentOption['provider'], title: string): PaymentOption => ({
  uuid: provider,
  provider,
  title,
  mobileTitle: title,
  description: '',
  mobileDescription: `Pay by ${provider}.`,
  verifyMobile: false,
  requirePersonNo: false,
  enabledPaymentMethods: [],
});
const options = [option('invoice', 'Invoice'), option('mobile', 'Mobile'), option('card', 'Card')];
const mark = `${en.payment.testModeTitle} ${en.payment.testMode}`;

/** The payment step of a shop whose test gateways serve `testGateways`. */
function showStep(testGateways: ShopSettings['testGateways']) {
  return renderInShop(
    <PaymentStep
      options={options}
      selected={null}
      initial={{ mobilePhone: null, pid: null }}
      mobilePhone=""
      onSelect={vi.fn()}
      onChosen={vi.fn()}
    />,
    (client) =>
      client.setQueryData(queryKeys.shop, {
        testPayments: testGateways.length > 0,
        testGateways,
      } as unknown as ShopSettings),
  );
}

/** The option's box: its radio's label. */
const box = (name: RegExp) => screen.getByRole('radio', { name }).closest('label') as HTMLElement;

describe('PaymentStep test-mode marks', () => {
  it('marks only the options a built-in test gateway serves', () => {
    // Card and mobile go to Stripe and Vipps MobilePay: only the invoice is a simulation.
    showStep(['invoice']);
    expect(
      within(box(/^Invoice/)).getByText(en.payment.testModeTitle).parentElement,
    ).toHaveTextContent(mark);
    expect(within(box(/^Mobile/)).queryByText(en.payment.testModeTitle)).toBeNull();
    expect(within(box(/^Card/)).queryByText(en.payment.testModeTitle)).toBeNull();
    expect(screen.getAllByText(en.payment.testModeTitle)).toHaveLength(1);
  });

  it('marks every option of a shop without keys, and none of a shop with real providers', () => {
    const view = showStep(['invoice', 'mobile', 'card']);
    expect(screen.getAllByText(en.payment.testModeTitle)).toHaveLength(3);
    view.unmount();
    showStep([]);
    expect(screen.queryByText(en.payment.testModeTitle)).toBeNull();
  });
});
