import { describe, expect, it } from 'vitest';
import { listTarget } from './list-target';

describe('template list routes', () => {
  it('reads /products/{type}/{category}', () => {
    expect(listTarget('/products/cards', {})).toEqual({ type: 'cards', category: null });
    expect(listTarget('/products/cards/christmas', { category: 'christmas' })).toEqual({
      type: 'cards',
      category: 'christmas',
    });
    expect(listTarget('/products/calendars', {})).toEqual({ type: 'calendars', category: null });
    expect(listTarget('/products/photogifts/mugs', { category: 'mugs' })).toEqual({
      type: 'photogifts',
      category: 'mugs',
    });
    expect(listTarget('/products/posters', { type: 'posters' })).toBeNull();
  });

  it('reads the category pages', () => {
    expect(
      listTarget('/products/categories/cards/christmas', {
        category: 'cards',
        subCategory: 'christmas',
      }),
    ).toEqual({ type: 'cards', category: 'christmas' });
    expect(listTarget('/products/categories/calendar', { category: 'calendar' })).toEqual({
      type: 'calendars',
      category: null,
    });
    expect(listTarget('/products/categories/mugs', { category: 'mugs' })).toEqual({
      type: 'photogifts',
      category: 'mugs',
    });
  });
});
