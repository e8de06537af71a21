import { describe, expect, it } from 'vitest';
import { at } from './check';

describe('at', () => {
  it('joins field paths', () => {
    expect(at('', 'uuid')).toBe('uuid');
    expect(at('parts', 1)).toBe('parts[1]');
    expect(at('parts[1]', 'id')).toBe('parts[1].id');
  });
});
