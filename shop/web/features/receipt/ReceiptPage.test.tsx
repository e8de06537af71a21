import { screen } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../../contract/orders';
import { orderQueryOptions } from '../../api/orders/get-order';
import { queryKeys } from '../../api/query-keys';
import { confirmedOrder } from '../../test/orders';
import { renderInShop } from '../../test/render';
import { ReceiptPage } from './ReceiptPage';

/** An invoice order of NOK 157 from before receipts were kept (`receipt: null`). */
const order = confirmedOrder({
  uuid: '5f3c2a1b-0000-4000-8000-000000000001',
  payment: { isInvoice: true, title: 'Invoice' },
  receipt: null,
});

function showReceipt(o: OrderDetails) {
  return renderInShop(
    <Routes>
      <Route path="/" element={<Navigate to={`/receipt/${o.uuid}`} />} />
      <Route path="/receipt/:orderUuid" element={<ReceiptPage />} />
    </Routes>,
    (client) => {
      client.setQueryData(orderQueryOptions(o.uuid).queryKey, o);
      client.setQueryData(queryKeys.user, null);
    },
  );
}

describe('the receipt page', () => {
  it('says where the confirmation mail went', async () => {
    showReceipt(order);
    expect(
      await screen.findByText('We have sent the order confirmation to kari@example.test.'),
    ).toBeVisible();
  });

  it('offers a way on: the order in My orders, or back to the shop', async () => {
    showReceipt(order);
    const orders = await screen.findByRole('link', { name: 'My orders' });
    expect(orders).toHaveAttribute('href', `/my-account/orders/${order.uuid}`);
    const shop = screen.getByRole('link', { name: 'Continue shopping' });
    expect(shop).toHaveAttribute('href', '/products/packages');
  });

  it('writes the invoice amount as the rest of the page writes money', async () => {
    showReceipt(order);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^You will receive an invoice of NOK\s157\.$/,
    );
  });
});
