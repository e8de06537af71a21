import { describe, expect, it } from 'vitest';
import { PALETTE } from '../constants';
import { paletteFor } from './palette';

describe('text colour palette (docs/rules/personalisation.md §5)', () => {
  it('offers the ten colours, plus the template colour when not listed', () => {
    expect(paletteFor(undefined)).toEqual([...PALETTE]);
    expect(paletteFor('#c52b2b')).toHaveLength(10);
    expect(paletteFor('#336699')).toEqual([...PALETTE, '#336699']);
  });
});
