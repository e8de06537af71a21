import { describe, expect, it } from 'vitest';
import { backPath } from './back-path';

describe('back from the editor', () => {
  it('goes to the list of the template type', () => {
    expect(backPath('CALENDAR', { type: 'calendars' }, 'calendars')).toBe('/products/calendars');
    expect(backPath('CARD', { type: 'cards', category: 'christmas' }, 'cards')).toBe(
      '/products/cards/christmas',
    );
    expect(backPath('CARD', {}, 'cards')).toBe('/products/cards');
    expect(backPath('CARD', { category: 'cards', subCategory: 'birthday' }, 'cards')).toBe(
      '/products/cards/birthday',
    );
    expect(backPath('PHOTOGIFT', { type: 'photogifts', category: 'mugs' }, 'photo-gifts')).toBe(
      '/products/photogifts/mugs',
    );
    expect(backPath('PHOTOGIFT', { category: 'home', subCategory: 'x' }, null)).toBe(
      '/products/photogifts/home',
    );
    expect(backPath('PHOTOGIFT', {}, 'photo-gifts')).toBe('/products/photogifts/photo-gifts');
  });
});
