import { describe, expect, it } from 'vitest';
import type { Template } from '../../../../engine/model/types';
import { setSuitsTemplate, templateFacets } from './lists-needs';

const slot = (allowed: ('IP' | 'MGP' | 'GP')[], userSupplied = true) => ({
  id: 'p',
  type: 'IMAGE' as const,
  frame: { x: 0, y: 0, width: 10, height: 10 },
  rotation: 0,
  allowedPictureTypes: allowed,
  userSupplied,
  disableEdit: false,
  disableZoom: false,
  disableBackground: false,
});

const template = (resources: ReturnType<typeof slot>[]) =>
  ({
    formatSize: '15x15',
    parts: [{ id: 'front', description: { en: 'Front' }, resources }],
  }) as unknown as Template;

describe('which sets suit a template', () => {
  it('leaves out a template needing a group picture for a set without one', () => {
    const group = template([slot(['GP'])]);
    expect(setSuitsTemplate(group, new Set(['IP', 'MGP']))).toBe(false);
    expect(setSuitsTemplate(group, new Set(['IP', 'GP']))).toBe(true);
  });

  it('ignores slots the parent does not fill and needs some picture', () => {
    expect(setSuitsTemplate(template([slot(['GP'], false)]), new Set(['IP']))).toBe(true);
    expect(setSuitsTemplate(template([]), new Set())).toBe(false);
  });

  it('counts the facets the filters read', () => {
    expect(templateFacets(template([slot(['IP']), slot(['GP'], false)]))).toEqual({
      format: '15x15',
      userTexts: 0,
      userImages: 1,
      pages: 1,
    });
  });
});
