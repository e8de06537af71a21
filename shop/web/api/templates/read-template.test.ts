import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TemplateAnswer } from '../../../contract/templates';
import { pictureSource, serverSize } from './engine-sources';
import { readTemplate } from './read-template';

const fixture = (folder: string): unknown =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../../../fixtures/templates', folder, 'template.json'),
      'utf8',
    ),
  );

const answer = (folder: string) => {
  const template = TemplateAnswer.shape.template.parse(fixture(folder));
  const base = `/templates/all/${template.uuid}/${template.version}/`;
  return { template, productUuid: 'p', artBase: base, previewUrl: `${base}preview.png` };
};

describe('reading a template from the server', () => {
  it("makes each part's art absolute against its own version's folder", () => {
    const read = readTemplate(answer('card-folded-birthday'));
    const base = `/templates/all/${read.uuid}/1/`;
    expect(read.parts.map((p) => p.background?.src)).toEqual([
      `${base}art/front.svg`,
      `${base}art/inside.svg`,
    ]);
    expect(readTemplate({ ...answer('card-folded-birthday') }).parts[0]?.resources).toHaveLength(3);
  });

  it('refuses a template the model does not accept', () => {
    const bad = answer('card-15x15-winter');
    expect(() => readTemplate({ ...bad, template: { ...bad.template, parts: [] } })).toThrow(
      /parts/,
    );
  });
});

describe('picture URLs for the engine', () => {
  it('asks for the smallest server size that is large enough', () => {
    expect([100, 320, 321, 640, 641, 4000].map(serverSize)).toEqual([
      '320',
      '320',
      '640',
      '640',
      'full',
      'full',
    ]);
  });

  it('draws set pictures through the picture URL and uploads through gsbackground.php', () => {
    const source = pictureSource(new Set(['set-picture']));
    const ref = { rotation: 90 as const, effect: 'sepia' as const, background: 'bg', size: 300 };
    expect(source({ uuid: 'set-picture', ...ref })).toBe(
      '/api/webshop/pictures/set-picture?size=320&rotation=90&effect=sepia&background=bg',
    );
    expect(source({ uuid: 'upload', ...ref, background: null, size: 900 })).toBe(
      '/system/gsbackground.php?uuid=upload&size=full&rotation=90&effect=sepia',
    );
  });
});
