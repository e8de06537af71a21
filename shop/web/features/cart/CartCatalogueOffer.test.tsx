import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '../../api/catalogue/keys';
import { queryKeys } from '../../api/query-keys';
import { renderInShop } from '../../test/render';
import { CartCatalogueOffer } from './CartCatalogueOffer';

const catalogue = (uuid: string, quantity: number) => ({
  uuid,
  name: `Catalogue ${uuid}`,
  description: '',
  price: { amount: 24900, currency: 'NOK' },
  subject: { uuid: `subject-${uuid}`, group: false, name: uuid },
  deliveryTime: { days: 30 },
  quantity,
  maxQuantity: 10,
});

function showOffer(catalogues: ReturnType<typeof catalogue>[]) {
  return renderInShop(<CartCatalogueOffer />, (client) => {
    client.setQueryData(queryKeys.user, { uuid: 'u1', isAnonymousUser: false });
    client.setQueryData(catalogueKeys.catalogues, catalogues);
  });
}

describe('CartCatalogueOffer', () => {
  it("still offers the other child's catalogue once one child's is in the cart", () => {
    showOffer([catalogue('Emma', 1), catalogue('Jonas', 0)]);
    expect(screen.getByRole('button', { name: /catalogue/i })).toBeVisible();
  });

  it('offers nothing once every catalogue is in the cart', () => {
    showOffer([catalogue('Emma', 1), catalogue('Jonas', 2)]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
