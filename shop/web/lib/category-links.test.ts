import { describe, expect, it } from 'vitest';
import { categoryPath, createPath, needsSwitch, visibleCategories } from './category-links';

const cat = (internalName: string, subs: { internalName: string; default: boolean }[] = []) => ({
  internalName,
  subCategories: subs.map((s) => ({ ...s, title: s.internalName })),
});

describe('category links of the category overview', () => {
  it('maps the named categories to their routes', () => {
    expect(categoryPath(cat('digitalprint'))).toBe('/products/digital-portraits');
    expect(categoryPath(cat('catalogues'))).toBe('/products/catalogues');
    expect(categoryPath(cat('calendar'))).toBe('/products/calendars');
    expect(categoryPath(cat('packages'))).toBe('/products/packages');
    expect(categoryPath(cat('mugs'))).toBe('/products/photogifts/mugs');
  });

  it('opens cards at the default subcategory, else the first, else the plain cards list', () => {
    const subs = [
      { internalName: 'birthday', default: false },
      { internalName: 'christmas', default: true },
    ];
    expect(categoryPath(cat('cards', subs))).toBe('/products/cards/christmas');
    expect(categoryPath(cat('cards', [{ internalName: 'birthday', default: false }]))).toBe(
      '/products/cards/birthday',
    );
    expect(categoryPath(cat('cards'))).toBe('/products/cards');
  });

  it('hides the archive', () => {
    expect(visibleCategories([cat('archive'), cat('mugs')]).map((c) => c.internalName)).toEqual([
      'mugs',
    ]);
  });

  it('links templates to the create-product routes', () => {
    expect(createPath('calendars', null, 'p', 't')).toBe('/products/calendars/p/t');
    expect(createPath('cards', 'christmas', 'p', 't')).toBe('/products/cards/christmas/p/t');
    expect(createPath('cards', null, 'p', 't')).toBe('/products/cards/p/t');
    expect(createPath('photogifts', 'mugs', 'p', 't')).toBe('/products/photogifts/mugs/p/t');
  });

  it('offers a picture-set switch only when the current set has nothing for the category', () => {
    const first = { uuid: 'emma', name: 'Emma', group: false };
    const category = { firstQualifiedSubject: first, qualifiedSubjectUuids: ['emma', 'jonas'] };
    expect(needsSwitch(category, 'jonas')).toBe(false);
    expect(needsSwitch(category, 'class7a')).toBe(true);
    expect(needsSwitch({ firstQualifiedSubject: null, qualifiedSubjectUuids: [] }, 'x')).toBe(
      false,
    );
  });
});
