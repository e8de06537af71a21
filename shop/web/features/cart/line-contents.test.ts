import { describe, expect, it } from 'vitest';
import type { PackageItem } from '../../../contract/packages';
import { filePreviewUrls, packageItemNames } from './line-contents';

const item = (over: Partial<PackageItem>): PackageItem => ({
  type: 'TEMPLATE_PRODUCT',
  index: 0,
  product: null,
  template: null,
  templateData: null,
  version: 1,
  canChangeTemplate: false,
  catalogue: null,
  ...over,
});

describe('a cart line’s contents', () => {
  it('previews at most 3 of a digital line’s files, as small pictures', () => {
    const files = ['a', 'b', 'c', 'd'].map((uuid) => ({ uuid }));
    expect(filePreviewUrls({ digitalFiles: files })).toEqual([
      '/api/webshop/pictures/a?size=320',
      '/api/webshop/pictures/b?size=320',
      '/api/webshop/pictures/c?size=320',
    ]);
    expect(filePreviewUrls({})).toEqual([]);
  });

  it('names a package’s items by product, catalogue or digital set', () => {
    const labels = { catalogue: 'Catalogue', digitalSet: 'Digital portrait set' };
    const line = {
      package: {
        packageItems: [
          item({ product: { uuid: 'p', name: 'Card 15x15', type: 1 } }),
          item({ template: { uuid: 't', version: 1, name: 'Winter greetings' } }),
          item({ type: 'DIGITAL_SET' }),
          item({ type: 'CATALOGUE', catalogue: { name: 'School catalogue 2026' } }),
          item({ type: 'CATALOGUE' }),
        ],
      },
    };
    expect(packageItemNames(line, labels)).toEqual([
      'Card 15x15',
      'Winter greetings',
      'Digital portrait set',
      'School catalogue 2026',
      'Catalogue',
    ]);
    expect(packageItemNames({}, labels)).toEqual([]);
  });
});
