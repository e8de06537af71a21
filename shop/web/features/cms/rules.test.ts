import { describe, expect, it } from 'vitest';
import {
  categoryLink,
  isInternalLink,
  nextSlide,
  slideAfterSwipe,
  unknownModuleComment,
  visibleCategories,
} from './rules';

describe('slider rules', () => {
  it('rotates round', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('turns a slide only past the swipe threshold of 20', () => {
    expect(slideAfterSwipe(0, 3, -19)).toBe(0);
    expect(slideAfterSwipe(0, 3, -20)).toBe(1);
    expect(slideAfterSwipe(0, 3, 25)).toBe(2);
    expect(slideAfterSwipe(2, 3, -40)).toBe(0);
  });
});

describe('category tiles', () => {
  const tile = (internalName: string) => ({ internalName, title: '', description: '', image: '' });

  it('hides the photobook category', () => {
    expect(
      visibleCategories([tile('cards'), tile('photobook'), tile('mugs')]).map(
        (c) => c.internalName,
      ),
    ).toEqual(['cards', 'mugs']);
  });

  it('links by internal name', () => {
    expect(categoryLink('digitalprint')).toBe('/products/digital-portraits');
    expect(categoryLink('calendar')).toBe('/products/calendars');
    expect(categoryLink('packages')).toBe('/products/packages');
    expect(categoryLink('mugs')).toBe('/products/photogifts/mugs');
  });
});

describe('links and unknown modules', () => {
  it('tells shop paths from other links', () => {
    expect(isInternalLink('/pages/faq')).toBe(true);
    expect(isInternalLink('//evil.test')).toBe(false);
    expect(isInternalLink('https://a.test')).toBe(false);
  });

  it('keeps a comment that cannot be closed early', () => {
    expect(unknownModuleComment('Carousel--><script>')).toBe(
      '<!-- Unknown module type: Carouselscript -->',
    );
  });
});
