// Print files: a 15×15 cm card and a 13-page A4 calendar rendered to their print PDFs (300 dpi,
// bleed, JPEG pages) from camera-sized originals, each in a fresh process as the lab job's render
// child runs them: wall time of the render, its CPU time, the process's peak RSS, and the
// machine's load average beside them (the figures are shared-machine figures).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  instanceFromFixture,
  loadInstanceFile,
  loadTemplate,
  picturesDir,
  templatesDir,
} from '../../fixtures/load';
import pictures from '../../fixtures/pictures/index.json';
import { printPdf } from '../../shop/server/services/fulfilment/print-pdf';
import { printFigure, round } from './figure';

/** A school camera's portrait is some 4000 × 5000 px; the fixtures are 480 × 600. */
const CAMERA_SCALE = 8;

const products = [
  { name: 'card15x15', folder: 'card-15x15-winter', instance: 'emma-en', target: '≤ 1000 ms' },
  {
    name: 'calendarA4',
    folder: 'calendar-a4-family',
    instance: 'siblings-nb',
    target: '≤ 10000 ms',
  },
];

interface Measured {
  ms: number;
  cpuMs: number;
  peakRssMb: number;
  pages: number;
  bytes: number;
}

/** Child: one product's PDF from the originals in `originals`, measured. */
async function renderOne(folder: string, instanceName: string, originals: string): Promise<void> {
  const template = loadTemplate(folder);
  const file = loadInstanceFile(folder, instanceName);
  const instance = instanceFromFixture(template, file.templateData, file.locale);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const pdf = await printPdf(
    { template, instance, locale: file.locale },
    {
      imageFiles: Object.fromEntries(pictures.map((p) => [p.uuid, path.join(originals, p.file)])),
      artDir: path.join(templatesDir, folder),
    },
  );
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const measured: Measured = {
    ms,
    cpuMs: (used.user + used.system) / 1000,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    pages: template.parts.length,
    bytes: pdf.length,
  };
  console.log(JSON.stringify(measured));
}

/** The fixture pictures enlarged to camera size, as JPEGs a studio would upload. */
async function cameraOriginals(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const picture of pictures) {
    await sharp(path.join(picturesDir, picture.file))
      .resize(picture.width * CAMERA_SCALE, picture.height * CAMERA_SCALE, { kernel: 'cubic' })
      .jpeg({ quality: 90 })
      .toFile(path.join(dir, picture.file));
  }
}

const childAt = process.argv.indexOf('--render');
if (childAt >= 0) {
  const [folder, instanceName, originals] = process.argv.slice(childAt + 1);
  if (!folder || !instanceName || !originals) throw new Error('--render folder instance dir');
  await renderOne(folder, instanceName, originals);
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'keepsake-bench-print-'));
  try {
    await cameraOriginals(dir);
    for (const product of products) {
      const load = loadavg()[0] ?? 0;
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          import.meta.filename,
          '--render',
          product.folder,
          product.instance,
          dir,
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      if (child.status !== 0) throw new Error(`print bench of ${product.name} failed`);
      const measured = JSON.parse(child.stdout.trim().split('\n').pop() ?? '') as Measured;
      const loadAverage = round(load, 1);
      printFigure({
        name: `print.${product.name}.ms`,
        value: Math.round(measured.ms),
        unit: 'ms',
        target: product.target,
      });
      console.log(
        JSON.stringify({
          name: `print.${product.name}.detail`,
          pages: measured.pages,
          cpuMs: Math.round(measured.cpuMs),
          peakRssMb: Math.round(measured.peakRssMb),
          pdfMb: round(measured.bytes / 1024 / 1024, 1),
          loadAverage1m: loadAverage,
          cores: availableParallelism(),
        }),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
