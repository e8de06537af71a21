import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import { renderInShop } from '../../test/render';
import { RecipientFields } from './RecipientFields';

/** The share dialog's second step as it holds its fields. */
function Host() {
  const [fields, setFields] = useState(['']);
  return (
    <RecipientFields
      fields={fields}
      disabled={false}
      onEdit={(index, value) => setFields((all) => all.map((f, i) => (i === index ? value : f)))}
      onAdd={() => setFields((all) => [...all, ''])}
    />
  );
}

describe('RecipientFields', () => {
  it('takes no address longer than the server mails to', async () => {
    const { user } = renderInShop(<Host />);
    const field = screen.getByLabelText('E-mail address 1');
    await user.click(field);
    await user.paste(`${'a'.repeat(300)}@example.com`);
    expect(field).toHaveValue('a'.repeat(FIELD_LIMITS.email));
  });
});
