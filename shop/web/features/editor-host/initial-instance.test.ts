import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TextMeasurer, validateTemplate } from '../../../../engine/index';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft';
import { initialInstance } from './initial-instance';

const json: unknown = JSON.parse(
  readFileSync(
    path.resolve(
      import.meta.dirname,
      '../../../../fixtures/templates/card-15x15-winter/template.json',
    ),
    'utf8',
  ),
);
const read = validateTemplate(json);
if (!read.ok) throw new Error(read.error);
const template = read.template;

// Narrow letters: every default text fits at its own size.
const measurer: TextMeasurer = {
  width: (text, _family, size) => text.length * size * 0.1,
  lineHeight: (_family, size) => size * 0.4,
};

const greeting = (text: string) => ({
  id: 'front/greeting',
  type: 'STRING' as const,
  text,
  family: 'Pacifico',
  size: 30,
  color: '#fbf3df',
  horizontalAlign: 'center',
  lines: [text],
});
const ref = { uuid: template.uuid, version: template.version };

let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('drafts', () => {
  it('are kept per template or cart line, read back, and cleared', () => {
    const key = draftKey('line', 'abc');
    expect(key).toBe('keepsake.draft.line.abc');
    const draft = { template: ref, templateData: { year: 2026, userResources: [greeting('Hei')] } };
    writeDraft(key, draft);
    expect(readDraft(key)).toEqual(draft);
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
    store.set(key, '{"not":"a draft"}');
    expect(readDraft(key)).toBeNull();
    store.set(key, 'broken json');
    expect(readDraft(key)).toBeNull();
  });
});

describe('the instance the editor opens with', () => {
  const data = { year: 2026, userResources: [greeting('From the cart')] };
  const options = { language: 'en' as const, measurer };

  it('restores a draft of the same template version, marked as changed', () => {
    const draft = {
      template: ref,
      templateData: { year: 2026, userResources: [greeting('Draft')] },
    };
    const start = initialInstance(template, { ...options, draft, data });
    expect(start.fromDraft).toBe(true);
    expect(start.instance.dirty).toBe(true);
    expect(start.instance.resources['front/greeting']).toMatchObject({ text: 'Draft' });
  });

  it('ignores a draft of another version and opens the saved data', () => {
    const draft = { template: { ...ref, version: 99 }, templateData: data };
    const start = initialInstance(template, { ...options, draft, data });
    expect(start.fromDraft).toBe(false);
    expect(start.instance.resources['front/greeting']).toMatchObject({ text: 'From the cart' });
  });

  it('starts fresh when the saved data does not fit the template', () => {
    const bad = { year: 2026, userResources: [{ id: 'front/nope', type: 'STRING' as const }] };
    const start = initialInstance(template, { ...options, draft: null, data: bad });
    expect(start.instance.resources['front/greeting']).toMatchObject({ text: 'Merry Christmas' });
  });
});
