import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetails, OrderReceipt } from '../../../contract/orders';
import { confirmedOrder, nok } from '../../test/orders';
import { renderInShop } from '../../test/render';
import { OrderDetailsView } from './OrderDetailsView';

const seller: OrderReceipt['seller'] = {
  name: 'Keepsake Demo AS',
  organisationNumber: '999 888 777',
  address: 'Storgata 12',
  postalCode: '0155',
  city: 'Oslo',
  country: 'NO',
  email: 'hello@keepsake.test',
  phone: '+47 22 12 34 56',
  bankAccount: '1503.12.34567',
  vatRegistered: true,
};

/** An invoice order of NOK 157 (cards NOK 78 and postage NOK 79, all at 25 %). */
const receipt: OrderReceipt = {
  seller,
  method: { kind: 'invoice', title: 'Faktura' },
  vat: [{ rate: 2500, gross: nok(15_700), net: nok(12_560), vat: nok(3_140) }],
  vatTotal: nok(3_140),
  lineRates: [],
  invoice: {
    number: 1042,
    kid: '0000104207',
    dueDate: '2026-12-10',
    status: 'open',
    amount: nok(15_700),
    url: '/api/webshop/user/orders/order-1/invoice.pdf',
  },
};

function order(r: OrderReceipt | null): OrderDetails {
  return confirmedOrder({
    uuid: 'order-1',
    payment: { isInvoice: r?.method.kind === 'invoice', title: 'Faktura' },
    receipt: r,
  });
}

/** A `dl` row's figure by its label. */
function figure(section: HTMLElement, label: string | RegExp): string {
  const term = within(section).getByText(label, { selector: 'dt' });
  return (term.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

describe('the receipt of an order', () => {
  it('names the seller, the method and the VAT per rate and in all', () => {
    renderInShop(<OrderDetailsView order={order(receipt)} />);
    const sellerPart = screen.getByRole('region', { name: 'Seller' });
    expect(sellerPart).toHaveTextContent('Keepsake Demo AS');
    expect(sellerPart).toHaveTextContent('Org. no. 999 888 777');
    expect(sellerPart).toHaveTextContent('Storgata 12');
    expect(sellerPart).toHaveTextContent('0155 Oslo');
    expect(sellerPart).toHaveTextContent('Norway');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(figure(payment, 'Payment method')).toBe('Invoice');
    expect(figure(payment, 'VAT 25% of NOK 157')).toBe('NOK 31.40');
    expect(figure(payment, 'Total VAT')).toBe('NOK 31.40');
  });

  it('gives an invoice its number, KID, account, due date and the PDF', () => {
    renderInShop(<OrderDetailsView order={order(receipt)} />);
    const invoice = screen.getByRole('region', { name: 'Invoice' });
    expect(figure(invoice, 'Invoice number')).toBe('1042');
    expect(figure(invoice, 'KID')).toBe('0000104207');
    expect(figure(invoice, 'Bank account')).toBe('1503.12.34567');
    expect(figure(invoice, 'Due date')).toBe('10 December 2026');
    expect(figure(invoice, 'Amount to pay')).toBe('NOK 157');
    expect(figure(invoice, 'Status')).toBe('Not paid yet');
    const pdf = within(invoice).getByRole('link', { name: 'Open invoice 1042 (PDF)' });
    expect(pdf).toHaveAttribute('href', '/api/webshop/user/orders/order-1/invoice.pdf');
  });

  it('shows a card payment without an invoice, and VAT of 0 as an amount, not "Free"', () => {
    const free = { ...receipt, method: { kind: 'card' as const, title: 'Card' }, invoice: null };
    free.vat = [{ rate: 1500, gross: nok(0), net: nok(0), vat: nok(0) }];
    free.vatTotal = nok(0);
    renderInShop(<OrderDetailsView order={order(free)} />);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(figure(payment, 'Payment method')).toBe('Card');
    expect(figure(payment, 'VAT 15% of NOK 0')).toBe('NOK 0');
    expect(screen.queryByRole('region', { name: 'Invoice' })).not.toBeInTheDocument();
  });

  it('shows no VAT for a seller who charges none', () => {
    const exempt = {
      ...receipt,
      seller: { ...seller, vatRegistered: false },
      vat: [],
      vatTotal: nok(0),
    };
    renderInShop(<OrderDetailsView order={order(exempt)} />);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).not.toHaveTextContent('VAT');
    expect(figure(payment, 'Payment method')).toBe('Invoice');
  });

  it('leaves an order from before receipts as it was', () => {
    renderInShop(<OrderDetailsView order={order(null)} />);
    expect(screen.getByText('Letter by post')).toBeInTheDocument();
    for (const name of ['Seller', 'Payment', 'Invoice']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
  });
});
