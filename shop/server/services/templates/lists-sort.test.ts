import { describe, expect, it } from 'vitest';
import { sizeArea, sortProducts } from './lists-sort';

const p = (name: string, sortOrder = 0) => ({ name, sortOrder });
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('product sorting (docs/rules/personalisation.md §9)', () => {
  it('orders by sortOrder, then by name numeric-aware', () => {
    const sorted = sortProducts('photogifts', [p('Mug 10', 1), p('Mug 9', 1), p('Canvas', 0)]);
    expect(names(sorted)).toEqual(['Canvas', 'Mug 9', 'Mug 10']);
  });

  it('puts 20x30 calendars first, then those with (12', () => {
    const sorted = sortProducts('calendars', [
      p('Desk calendar', 0),
      p('Family calendar (12 months)', 5),
      p('Wall calendar 20x30', 9),
    ]);
    expect(names(sorted)).toEqual([
      'Wall calendar 20x30',
      'Family calendar (12 months)',
      'Desk calendar',
    ]);
  });

  it('puts 15x15 cards first, then the larger N×M area', () => {
    const sorted = sortProducts('cards', [
      p('Card 10x15', 1),
      p('Card 21x10', 2),
      p('Card without size', 0),
      p('Card 15x15', 3),
    ]);
    expect(names(sorted)).toEqual(['Card 15x15', 'Card 21x10', 'Card 10x15', 'Card without size']);
  });

  it('reads the area of a size', () => {
    expect(sizeArea('Kort 10x15')).toBe(150);
    expect(sizeArea('A4')).toBe(0);
  });
});
