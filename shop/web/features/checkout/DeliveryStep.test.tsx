import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Checkout } from '../../../contract/checkout';
import { deliveryOption as option, emptyAddress, money, norwegianForm } from '../../test/checkout';
import { renderInShop } from '../../test/render';
import { AUTOCOMPLETE_DEBOUNCE_MS } from './AddressAutocomplete';
import { DeliveryStep } from './DeliveryStep';

// The address search answers one town, which resolves without a street, and one place the
// address service can no longer resolve.
const search = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('../../api/checkout/address', () => ({
  autocompleteAddress: (q: string) => {
    search.calls.push(q);
    return Promise.resolve([
      { id: 'trd', suggestion: '7003 Trondheim' },
      { id: 'gone', suggestion: '0000 Nowhere' },
    ]);
  },
  resolveAddress: (id: string) =>
    id === 'trd'
      ? Promise.resolve({
          address1: '',
          address2: '',
          postalCode: '7003',
          city: 'Trondheim',
          state: '',
        })
      : Promise.reject(new Error('Error resolving address')),
}));

/** A parent without a name on file, offered a letter (postage) and a school delivery. */
const checkout = {
  checkoutUuid: 'c1',
  user: {
    name: '',
    emailAddress: 'parent@example.com',
    address: emptyAddress,
  },
  options: norwegianForm,
  deliveryOptions: [
    { type: 'postage', name: 'Postage', deliveryOptions: [option('Letter', 'postage')] },
    { type: 'school', name: 'School', deliveryOptions: [option('To school', 'pickup')] },
  ].map((m) => ({ ...m, pickupLocations: [] })),
} as unknown as Checkout;

function showDelivery(shown: Checkout = checkout, freeDelivery = false) {
  const onChosen = vi.fn();
  const view = renderInShop(
    <DeliveryStep checkout={shown} chosen={null} freeDelivery={freeDelivery} onChosen={onChosen} />,
  );
  return { ...view, onChosen };
}

describe('DeliveryStep', () => {
  it('shows each option at the price charged: Free over the free-delivery threshold', () => {
    showDelivery(checkout, true);
    expect(screen.getByRole('radio', { name: /Letter/ }).closest('label')).toHaveTextContent(
      /Free$/,
    );
    expect(screen.queryByText(/49/)).not.toBeInTheDocument();
  });

  it('shows the option prices when the cart has no free delivery', () => {
    showDelivery(checkout, false);
    expect(screen.getByRole('radio', { name: /Letter/ }).closest('label')).toHaveTextContent(/49/);
  });

  it('lists each store once under a Pickup location heading, with its express variant', async () => {
    const location = (suffix: string, name: string, price: number, time: string) => ({
      uuid: `0000000a-0000-4000-8000-${suffix}`,
      pickupname: name,
      pickupaddress1: 'Storgata 12',
      pickuppostalcode: '0155',
      pickupcity: 'Oslo',
      price: money(price),
      deliveryTime: { string: time, seconds: 0 },
      group: '0000000a-0000-4000-8000',
      express: suffix === '111111111111',
    });
    const store = {
      type: 'store-pickup',
      name: 'Store pickup',
      deliveryOptions: [{ ...option('Pick up in store', 'pickup'), price: money(2900) }],
      pickupLocations: [
        location('000000000001', 'Lysglimt Foto, Storgata', 2900, '3 business days'),
        location('111111111111', 'Lysglimt Foto, Storgata (express)', 7900, 'Next day'),
      ],
    };
    const { user } = showDelivery({
      ...checkout,
      deliveryOptions: [store],
    } as unknown as Checkout);
    await user.click(screen.getByRole('radio', { name: /Pick up in store/ }));
    // The option itself carries no price: the location's is the one charged, shown once.
    expect(
      screen.getByRole('radio', { name: /Pick up in store/ }).closest('label'),
    ).not.toHaveTextContent(/29/);
    expect(screen.getByRole('heading', { name: 'Pickup location' })).toBeVisible();
    const shop = screen.getByRole('group', { name: 'Lysglimt Foto, Storgata' });
    expect(within(shop).getAllByText('Storgata 12, 0155 Oslo')).toHaveLength(1);
    expect(within(shop).getByRole('radio', { name: /Standard.*3 business days/ })).toBeVisible();
    const express = within(shop).getByRole('radio', { name: /Express.*Next day/ });
    expect(express.closest('label')).toHaveTextContent(/79/);
    expect(screen.getAllByText(/NOK\s*29|kr\s*29/)).toHaveLength(1);
    expect(screen.queryByText(/\(express\)/)).not.toBeInTheDocument();
  });

  it('does not turn Full name red when a delivery method is picked', async () => {
    const { user } = showDelivery();
    await user.click(screen.getByRole('radio', { name: /To school/ }));
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toBeValid();
    expect(screen.queryByText('This is required!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('says what is missing once a field was changed and left, and then lets the parent on', async () => {
    const { user, onChosen } = showDelivery();
    await user.click(screen.getByRole('radio', { name: /To school/ }));
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await user.type(name, 'E');
    await user.clear(name);
    await user.tab();
    expect(screen.getByText('This is required!')).toBeVisible();
    await user.type(name, 'Emma Hansen');
    expect(screen.queryByText('This is required!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChosen).toHaveBeenCalledWith(
      expect.objectContaining({
        optionUuid: 'To school',
        data: expect.objectContaining({
          contactInfo: { name: 'Emma Hansen', emailAddress: 'parent@example.com' },
        }),
      }),
    );
  });

  it('asks for the address of a letter only as the parent fills it', async () => {
    const { user } = showDelivery();
    await user.click(screen.getByRole('radio', { name: /Letter/ }));
    expect(screen.queryByText('This is required!')).not.toBeInTheDocument();
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveAttribute('maxlength', '200');
    expect(screen.getAllByRole('textbox', { name: 'Full name' })[0]).toHaveAttribute(
      'maxlength',
      '200',
    );
  });

  it('offers the states of a shop that lists them as a choice, and needs one for a letter', async () => {
    const american = {
      ...checkout,
      user: { ...checkout.user, name: 'Mary Smith' },
      options: {
        ...checkout.options,
        country: 'US',
        gatherState: true,
        states: ['California', 'New York', 'Texas'],
      },
    } as Checkout;
    const { user, onChosen } = showDelivery(american);
    await user.click(screen.getByRole('radio', { name: /Letter/ }));
    expect(screen.queryByRole('textbox', { name: 'State' })).not.toBeInTheDocument();
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a state', 'California', 'New York', 'Texas']);
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main Street');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '73301');
    // No state yet: the letter cannot go, and a choice undone says the state is needed.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.selectOptions(state, 'New York');
    await user.selectOptions(state, '');
    await user.tab();
    expect(state).toBeInvalid();
    expect(screen.getByText('This is required!')).toBeVisible();

    await user.selectOptions(state, 'Texas');
    expect(screen.queryByText('This is required!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChosen).toHaveBeenCalledWith(
      expect.objectContaining({
        data: expect.objectContaining({
          deliveryAddress: expect.objectContaining({ city: 'Austin', state: 'Texas' }),
        }),
      }),
    );
  });

  const withSearch = {
    ...checkout,
    user: { ...checkout.user, name: 'Kari Nordmann' },
    options: { ...checkout.options, useAddressAutocompleteService: true },
  } as Checkout;

  async function pickPlace(user: ReturnType<typeof showDelivery>['user'], place: string) {
    await user.type(screen.getByRole('textbox', { name: 'Find your postal code or town' }), 'tr');
    const suggestions = await screen.findByRole(
      'list',
      { name: 'Address suggestions' },
      { timeout: 5000 },
    );
    await user.click(within(suggestions).getByRole('button', { name: place }));
  }

  it('says the place search finds postal codes and towns, and the street goes in Address', async () => {
    const { user } = showDelivery(withSearch);
    await user.click(screen.getByRole('radio', { name: /Letter/ }));
    expect(
      screen.getByRole('textbox', { name: 'Find your postal code or town' }),
    ).toHaveAccessibleDescription(
      'Type a postal code or a town. Write the street in Address above.',
    );
  });

  it('keeps the street the parent typed when a town is picked, and Address stays quiet', async () => {
    const { user, onChosen } = showDelivery(withSearch);
    await user.click(screen.getByRole('radio', { name: /Letter/ }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.type(address, 'Munkegata 1');
    await pickPlace(user, '7003 Trondheim');
    const city = screen.getByRole('textbox', { name: 'City' });
    await waitFor(() => expect(city).toHaveValue('Trondheim'));
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('7003');
    expect(address).toHaveValue('Munkegata 1');
    expect(address).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChosen).toHaveBeenCalledWith(
      expect.objectContaining({
        data: expect.objectContaining({
          deliveryAddress: expect.objectContaining({
            address: 'Munkegata 1',
            postalCode: '7003',
            city: 'Trondheim',
          }),
        }),
      }),
    );
  });

  it('does not turn Address red nor reopen the list after a town is picked', async () => {
    const { user } = showDelivery(withSearch);
    await user.click(screen.getByRole('radio', { name: /Letter/ }));
    await pickPlace(user, '7003 Trondheim');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Trondheim'),
    );
    const searched = search.calls.length;
    // Longer than the search waits after the last key: a search of the picked text would be sent.
    await new Promise((done) => setTimeout(done, AUTOCOMPLETE_DEBOUNCE_MS + 200));
    expect(screen.queryByRole('list', { name: 'Address suggestions' })).not.toBeInTheDocument();
    expect(search.calls).toHaveLength(searched);
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toBeValid();
    expect(screen.queryByText('This is required!')).not.toBeInTheDocument();

    // The street still missing: once typed and left empty, Address asks for it, and the
    // message goes as the parent types the street.
    await user.type(address, 'M');
    await user.clear(address);
    await user.tab();
    expect(screen.getByText('This is required!')).toBeVisible();
    await user.type(address, 'Munkegata 1');
    await waitFor(() => expect(screen.queryByText('This is required!')).not.toBeInTheDocument());
    expect(address).toBeValid();
  });

  it('says Error resolving address when a picked place cannot be resolved, keeping the street', async () => {
    const { user } = showDelivery(withSearch);
    await user.click(screen.getByRole('radio', { name: /Letter/ }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Munkegata 1');
    await pickPlace(user, '0000 Nowhere');
    const postalCode = screen.getByRole('textbox', { name: 'Postal code' });
    await waitFor(() => expect(postalCode).toBeInvalid());
    expect(postalCode).toHaveAccessibleDescription('Error resolving address');
    expect(postalCode).toHaveValue('');
    // What the parent typed is not lost.
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Munkegata 1');
    expect(screen.queryByText('This is required!')).not.toBeInTheDocument();
    // Typing the postal code clears the message.
    await user.type(postalCode, '7003');
    await waitFor(() => expect(postalCode).toBeValid());
  });
});
