// What a parent's phone downloads before the front page can show: the JS the built index.html
// loads up front (gzip), beside the engine chunk that only editor routes load.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printFigure } from './figure';

const dist = path.resolve(import.meta.dirname, '../../dist/web');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/?(assets\/[^"]+\.js)"/g),
].map((m) => m[1] ?? '');
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const initialBytes = initial.reduce((sum, file) => sum + gz(file), 0);
printFigure({
  name: 'web.frontPage.initialJs.gzip',
  value: initialBytes,
  unit: 'bytes',
  target: '<= 120 KB (122880 bytes)',
});
printFigure({
  name: 'web.frontPage.initialJs.files',
  value: initial.length,
  unit: 'files',
});
const all = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
// Everything a visit could load over time: route pages, the engine, the other languages.
printFigure({
  name: 'web.allJs.gzip',
  value: all.reduce((sum, file) => sum + gz(`assets/${file}`), 0),
  unit: 'bytes',
});
printFigure({ name: 'web.allJs.files', value: all.length, unit: 'files' });
const konva = all.filter((f) =>
  readFileSync(path.join(dist, 'assets', f), 'utf8').includes('Konva'),
);
printFigure({
  name: 'web.konvaInInitialJs',
  value: konva.filter((f) => initial.includes(`assets/${f}`)).length,
  unit: 'chunks',
  target: '0 (the engine loads on editor routes only)',
});
