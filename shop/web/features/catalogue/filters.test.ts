import { describe, expect, it } from 'vitest';
import type { TemplateListItem } from '../../../contract/catalogue';
import { applyFilters, facetOptions, visibleFacets } from './filters';

const item = (name: string, format: string, userImages = 1, pages = 1): TemplateListItem => ({
  uuid: name,
  version: 1,
  name,
  product: { uuid: `p-${format}`, name: `Card ${format}` },
  preview: { large: '' },
  width: 100,
  height: 100,
  trimBox: { width: 100, height: 100 },
  userResources: [],
  categories: [],
  format,
  userTexts: 0,
  userImages,
  pages,
});

const items = [item('Winter', '15x15'), item('Birthday', '10x15', 2), item('Class', '10x15')];

describe('template list filters', () => {
  it('shows a facet only with more than one option', () => {
    expect(visibleFacets('cards', items).map((f) => f.key)).toEqual(['format', 'userImages']);
    expect(visibleFacets('calendars', items).map((f) => f.key)).toEqual(['format']);
    expect(visibleFacets('photogifts', items)).toEqual([]);
  });

  it('sorts options numeric-aware', () => {
    expect(facetOptions([item('a', '15x15'), item('b', '9x13')], 'format')).toEqual([
      '9x13',
      '15x15',
    ]);
  });

  it('filters by facet and by text in the template or product name', () => {
    const names = (list: TemplateListItem[]) => list.map((i) => i.name);
    expect(names(applyFilters(items, { text: '', chosen: { format: '10x15' } }))).toEqual([
      'Birthday',
      'Class',
    ]);
    expect(names(applyFilters(items, { text: 'birth', chosen: {} }))).toEqual(['Birthday']);
    expect(names(applyFilters(items, { text: '15x15', chosen: {} }))).toEqual(['Winter']);
    expect(
      names(applyFilters(items, { text: '', chosen: { format: '10x15', userImages: '2' } })),
    ).toEqual(['Birthday']);
  });
});
