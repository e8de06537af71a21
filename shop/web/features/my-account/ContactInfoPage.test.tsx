import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/session';
import type { ShopSettings } from '../../../contract/shop-settings';
import { queryKeys } from '../../api/query-keys';
import { renderInShop } from '../../test/render';
import { sentBody, stubServer } from '../../test/server';
import { ContactInfoPage } from './ContactInfoPage';
import { FIELD_LIMITS } from '../../../contract/field-limits';

const user = {
  name: 'Kari Nordmann',
  mobilePhone: '41234567',
  address: { address: 'Storgata 1', address2: 'c/o Hansen', postalCode: '0150', city: 'Oslo' },
} as unknown as User;

const shop = (country: string, gatherAddress2 = false) =>
  ({ country, options: { gatherAddress2 } }) as unknown as ShopSettings;

afterEach(() => vi.unstubAllGlobals());

function showPage(settings = shop('NO')) {
  return renderInShop(<ContactInfoPage />, (client) => {
    client.setQueryData(queryKeys.user, user);
    client.setQueryData(queryKeys.shop, settings);
  });
}

describe('ContactInfoPage', () => {
  it('opens filled in with what the account holds', () => {
    showPage();
    expect(screen.getByLabelText('Name')).toHaveValue('Kari Nordmann');
    expect(screen.getByLabelText('Address')).toHaveValue('Storgata 1');
    expect(screen.getByLabelText('Postal code')).toHaveValue('0150');
    expect(screen.getByLabelText('City')).toHaveValue('Oslo');
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('41234567');
    // The shop does not gather a second address line: no field for it.
    expect(screen.queryByLabelText('Address line 2')).not.toBeInTheDocument();
  });

  it('asks for the name once the emptied field is left, and sends nothing', async () => {
    const fetch = stubServer({ body: { user } });
    const { user: parent } = showPage();
    const name = screen.getByLabelText('Name');
    await parent.clear(name);
    expect(screen.queryByText('This is required!')).not.toBeInTheDocument();
    await parent.tab();
    expect(screen.getByText('This is required!')).toBeVisible();
    expect(name).toBeInvalid();
    await parent.click(screen.getByRole('button', { name: 'Save' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['NO', '01500', 'refused'],
    ['NO', '0150', 'taken'],
    ['SE', '123 45', 'taken'],
    ['SE', '1234', 'refused'],
  ])('in a shop in %s, postal code %s is %s', async (country, code, verdict) => {
    const { user: parent } = showPage(shop(country));
    const postal = screen.getByLabelText('Postal code');
    await parent.clear(postal);
    await parent.type(postal, code);
    await parent.tab();
    if (verdict === 'refused') expect(screen.getByText('Invalid postal code')).toBeVisible();
    else expect(screen.queryByText('Invalid postal code')).not.toBeInTheDocument();
  });

  it('checks the mobile number for the shop’s country', async () => {
    const { user: parent } = showPage();
    const mobile = screen.getByLabelText('Mobile phone');
    await parent.clear(mobile);
    await parent.type(mobile, '1234');
    await parent.tab();
    expect(screen.getByText('Invalid mobile phone number')).toBeVisible();
    expect(mobile).toBeInvalid();
  });

  it('saves, says so, and sends no second address line the shop does not gather', async () => {
    const fetch = stubServer({ body: { user } });
    const { user: parent } = showPage();
    await parent.clear(screen.getByLabelText('City'));
    await parent.type(screen.getByLabelText('City'), 'Bergen');
    await parent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your contact information has been saved.')).toBeVisible();
    expect(sentBody(fetch)).toMatchObject({ city: 'Bergen', address2: '', name: 'Kari Nordmann' });
  });

  it('sends the second address line where the shop gathers it', async () => {
    const fetch = stubServer({ body: { user } });
    const { user: parent } = showPage(shop('NO', true));
    expect(screen.getByLabelText('Address line 2')).toHaveValue('c/o Hansen');
    await parent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your contact information has been saved.');
    expect(sentBody(fetch)).toMatchObject({ address2: 'c/o Hansen' });
  });

  it("puts the server's refusal of the mobile under that field", async () => {
    stubServer({
      status: 400,
      body: { error: 'This number cannot get text messages.', data: ['mobile'] },
    });
    const { user: parent } = showPage();
    await parent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This number cannot get text messages.')).toBeVisible();
    expect(screen.getByLabelText('Mobile phone')).toBeInvalid();
    expect(screen.getByLabelText('Name')).toBeValid();
    expect(screen.queryByText('Your contact information has been saved.')).not.toBeInTheDocument();
  });

  it.each([
    ['Name', FIELD_LIMITS.name],
    ['Address', FIELD_LIMITS.address],
    ['Postal code', FIELD_LIMITS.postalCode],
    ['City', FIELD_LIMITS.city],
    ['Mobile phone', FIELD_LIMITS.phone],
  ])('takes no %s longer than the server keeps (%i)', async (label, limit) => {
    const { user: parent } = showPage();
    const field = screen.getByLabelText(label);
    await parent.clear(field);
    await parent.paste('9'.repeat(limit + 50));
    expect(field).toHaveValue('9'.repeat(limit));
  });
});
