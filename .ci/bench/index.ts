// `npm run bench`: every benchmark in turn. Each prints one JSON line per figure (with the 1-minute
// load average beside it); at the end this prints the figures of the speed table a parent feels
// (issue 23's table: phone figures at 4× CPU, 390×844, DPR 3), each with its baseline where one
// exists. Benchmarks are measurements, never pass/fail tests. BENCH_ONLY=packages,lighthouse runs
// only those (names as below).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const allBenches: Array<{ name: string; script: string }> = [
  { name: 'bundle', script: '.ci/bench/bundle.ts' },
  { name: 'images', script: '.ci/bench/images.ts' },
  { name: 'upload bombs', script: '.ci/bench/upload-bombs.ts' },
  { name: 'api surge', script: '.ci/bench/api-surge.ts' },
  { name: 'scale out', script: '.ci/bench/scale-out.ts' },
  { name: 'print', script: '.ci/bench/print.ts' },
  { name: 'studio import', script: '.ci/bench/studio-import.ts' },
  { name: 'engine', script: 'visual-tests/bench/engine.ts' },
  { name: 'editor journey', script: 'visual-tests/bench/editor-journey.ts' },
  { name: 'packages', script: 'visual-tests/bench/packages.ts' },
  { name: 'add to cart', script: 'visual-tests/bench/add-to-cart.ts' },
  { name: 'lighthouse', script: '.ci/bench/lighthouse.ts' },
];
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const benches = only ? allBenches.filter((b) => only.includes(b.name)) : allBenches;

type Line = Record<string, unknown> & { name?: string; figure?: string };

/**
 * The table's rows: which printed figures answer each. A row whose figures no bench printed says
 * so, rather than dropping out of the table.
 */
const table: Array<{ row: string; target: string; pick: (l: Line) => boolean }> = [
  {
    row: 'tap a template → the part drawn',
    target: '<= 1000 ms',
    pick: (l) => /^editor\.tapTemplate/.test(l.name ?? ''),
  },
  {
    row: 'engine mount → drawn, cached images',
    target: '<= 300 ms',
    pick: (l) => l.figure === 'mount-to-drawn-ms' || /^engine\.mount/.test(l.name ?? ''),
  },
  {
    row: 'package of 8 items → all thumbnails',
    target: 'p50 <= 1500 ms',
    pick: (l) => /^packages\.open8\.thumbnailsDrawn/.test(l.name ?? ''),
  },
  {
    row: 'rotate / sepia / picture → shown',
    target: '<= 100 ms',
    pick: (l) => /^editor\.tapEdit/.test(l.name ?? ''),
  },
  {
    row: 'pinch frame p95 / worst',
    target: 'p95 <= 16.7 ms, worst <= 33 ms',
    pick: (l) => l.figure === 'pinch-frame-ms' || /^engine\.pinch/.test(l.name ?? ''),
  },
  {
    row: 'Lighthouse mobile performance',
    target: '>= 95 each',
    pick: (l) => /^lighthouse\.mobile\.\w+\.performance$/.test(l.name ?? ''),
  },
  {
    row: 'add to cart → cart drawn',
    target: '<= 1000 ms',
    pick: (l) => /^cart\.addCalendar\.cartDrawn/.test(l.name ?? ''),
  },
  {
    row: 'API, 200 connections, p99',
    target: '<= 50 ms both',
    pick: (l) => /^api\.(pictureSetRead|verifyCode)\.p99$/.test(l.name ?? ''),
  },
];

/** One printed figure in a line of the summary: value, baseline, load. */
function describe(l: Line): string {
  const { name, figure, value, unit, baseline, ratio, load1, ...rest } = l;
  const label = name ?? `${figure} ${String(rest.subject ?? '')}`.trim();
  const shown =
    value !== undefined
      ? `${String(value)} ${String(unit ?? '')}`.trim()
      : JSON.stringify(
          Object.fromEntries(
            Object.entries(rest).filter(([k]) => /^(p50|p95|p99|max|worst)/.test(k)),
          ),
        );
  const base = baseline as { name: string; value: number } | undefined;
  return [
    `${label}: ${shown}`,
    base ? `baseline ${base.name} ${base.value}` : '',
    ratio !== undefined ? `ratio ${String(ratio)}` : '',
    `load ${String(load1 ?? '?')}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

// The bundle, packages and Lighthouse figures read the production build.
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const lines: Line[] = [];
const failedToRun: string[] = [];
for (const bench of benches) {
  if (!existsSync(path.join(root, bench.script))) {
    console.error(`# bench ${bench.name}: ${bench.script} is not in this checkout`);
    continue;
  }
  console.error(
    `# bench ${bench.name} (load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  );
  const res = spawnSync(process.execPath, ['--import', 'tsx', bench.script], {
    cwd: root,
    // BENCH_ONLY names benches here; inside a bench (api-surge.ts) it names that bench's parts,
    // so a bench run alone measures all of itself.
    env: { ...process.env, BENCH_ONLY: undefined },
    stdio: ['inherit', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(res.stdout ?? '');
  for (const text of (res.stdout ?? '').split('\n')) {
    if (!text.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(text) as Line);
    } catch {
      // not a figure
    }
  }
  if (res.status !== 0) failedToRun.push(bench.name);
}

console.error('\n# the speed table (4x CPU, 390x844, DPR 3 for the phone figures)');
for (const { row, target, pick } of table) {
  const found = lines.filter(pick);
  console.error(`- ${row} (target ${target})`);
  if (!found.length) console.error('    not measured in this run');
  for (const l of found) console.error(`    ${describe(l)}`);
}
if (failedToRun.length) {
  console.error(`# could not run: ${failedToRun.join(', ')}`);
  process.exit(1);
}
