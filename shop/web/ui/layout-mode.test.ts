import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, LAYOUT_STORAGE_KEY } from './layout-mode';

const indexHtml = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');

describe('the desktop version before the first paint', () => {
  it('index.html reads the same stored choice and sets the same viewport as the app', () => {
    expect(indexHtml).toContain(`localStorage.getItem('${LAYOUT_STORAGE_KEY}') === 'desktop'`);
    expect(indexHtml).toContain(`setAttribute('content', '${DESKTOP_VIEWPORT}')`);
  });
});
