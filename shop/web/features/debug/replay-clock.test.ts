import { describe, expect, it } from 'vitest';
import { clockText } from './replay-clock';

describe('clockText', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [5_000, '0:05'],
    [65_000, '1:05'],
    [3_600_000, '60:00'],
    [-20, '0:00'],
  ])('%i ms is %s', (ms, text) => {
    expect(clockText(ms)).toBe(text);
  });
});
