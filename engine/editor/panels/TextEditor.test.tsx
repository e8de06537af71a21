import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StringValue } from '../../model/types';
import { editorStringsEn } from '../strings';
import { TextEditor } from './TextEditor';

const value: StringValue = {
  type: 'STRING',
  text: 'Happy birthday',
  family: 'Lobster',
  size: 12,
  color: '#000000',
  horizontalAlign: 'center',
  overrideFamily: false,
  overrideSize: false,
  overrideColor: false,
  overrideHorizontalAlign: false,
  lines: ['Happy birthday'],
};

function show(refusal: string | null) {
  render(
    <TextEditor
      strings={editorStringsEn}
      tool="text"
      value={value}
      sliderSize={12}
      autoFocus={false}
      refusal={refusal}
      palette={['#000000']}
      send={() => {}}
    />,
  );
}

describe('TextEditor', () => {
  it('says where the parent types that the text does not fit', () => {
    show(editorStringsEn.textTooLong);
    const field = screen.getByRole('textbox', { name: 'Enter text' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription("The text doesn't fit in the text field");
    expect(screen.getByRole('alert')).toHaveTextContent("The text doesn't fit in the text field");
  });

  it('says nothing while the text fits', () => {
    show(null);
    expect(screen.getByRole('textbox', { name: 'Enter text' })).toBeValid();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
