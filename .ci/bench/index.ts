// `npm run bench`: every benchmark in turn. Each prints one JSON line per figure; this only runs
// them and says which failed to run. Benchmarks are measurements, never pass/fail tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const benches: Array<{ name: string; script: string }> = [
  { name: 'bundle', script: '.ci/bench/bundle.ts' },
  { name: 'images', script: '.ci/bench/images.ts' },
  { name: 'upload bombs', script: '.ci/bench/upload-bombs.ts' },
  { name: 'api surge', script: '.ci/bench/api-surge.ts' },
  { name: 'scale out', script: '.ci/bench/scale-out.ts' },
  { name: 'print', script: '.ci/bench/print.ts' },
  { name: 'studio import', script: '.ci/bench/studio-import.ts' },
  { name: 'engine', script: 'visual-tests/bench/engine.ts' },
  { name: 'packages', script: 'visual-tests/bench/packages.ts' },
  { name: 'lighthouse', script: '.ci/bench/lighthouse.ts' },
];

// The bundle, packages and Lighthouse figures read the production build.
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const failedToRun: string[] = [];
for (const bench of benches) {
  console.error(`# bench ${bench.name}`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', bench.script], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) failedToRun.push(bench.name);
}
if (failedToRun.length) {
  console.error(`# could not run: ${failedToRun.join(', ')}`);
  process.exit(1);
}
