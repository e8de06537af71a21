import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInstance } from '../model/instance/create';
import { validateTemplate } from '../model/validate/template';
import { thumbnailKey } from './PartThumbnailDraw';

const file = path.resolve(
  import.meta.dirname,
  '../../fixtures/templates/card-15x15-winter/template.json',
);

function card() {
  const result = validateTemplate(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.ok) throw new Error(result.error);
  return result.template;
}

describe('a thumbnail drawing is found by what it shows', () => {
  const template = card();
  const part = template.parts[0]?.id ?? '';
  const input = (locale = 'en-GB') => ({
    template: card(),
    instance: createInstance(template, { currentYear: 2026, partOfPackage: true }),
    partId: part,
    locale,
    width: 150,
    height: 140,
  });

  it('is the same drawing for equal new template and instance objects (a re-render)', () => {
    expect(thumbnailKey(input())).toBe(thumbnailKey(input()));
  });

  it('is another drawing when a slot, the locale or the size changes', () => {
    const changed = input();
    const text = Object.entries(changed.instance.resources).find(([, v]) => v.type === 'STRING');
    if (!text) throw new Error('The card has no text slot');
    changed.instance.resources[text[0]] = { ...text[1], text: 'Emma 2026' } as (typeof text)[1];
    const keys = new Set([
      thumbnailKey(input()),
      thumbnailKey(changed),
      thumbnailKey(input('nb-NO')),
      thumbnailKey({ ...input(), width: 300, height: 280 }),
    ]);
    expect(keys.size).toBe(4);
  });
});
