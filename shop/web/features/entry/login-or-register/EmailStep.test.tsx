import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIELD_LIMITS } from '../../../../contract/field-limits';
import { renderInShop } from '../../../test/render';
import { EmailStep } from './EmailStep';

describe('EmailStep', () => {
  it('takes no e-mail longer than the server reads', async () => {
    const { user } = renderInShop(
      <EmailStep
        subjectName="Emma"
        initialEmail=""
        busy={false}
        error={null}
        onSubmit={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    const field = screen.getByLabelText('E-mail');
    expect(field).toHaveFocus();
    await user.paste(`${'a'.repeat(300)}@example.com`);
    expect(field).toHaveValue('a'.repeat(FIELD_LIMITS.email));
  });
});
