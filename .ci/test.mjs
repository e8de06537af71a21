// `npm test`: every suite in one go, ending with the line CI reads: `N passed, N failed`.
// Static checks count as one test each; vitest projects report their own counts (JSON reporter).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`

let passed = 0;
let failed = 0;
const failures = [];

function run(cmd, args, extraEnv = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  return { ok: res.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function check(name, cmd, args) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const { ok, seconds } = run(cmd, args);
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

function vitest(project) {
  if (only.length && !only.includes(project)) return;
  const file = path.join(out, `${project}.json`);
  rmSync(file, { force: true });
  console.log(`\n=== ${project} tests`);
  const { ok, seconds } = run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    report = null;
  }
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A suite that fails to load has no failed test but fails the run.
    const broken = report.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.every((a) => a.status !== 'failed'),
    );
    failed += broken.length;
    if (report.numFailedTests || broken.length) failures.push(project);
  }
  if (!ok && (!report || (report.numFailedTests === 0 && !failures.includes(project)))) {
    failed += 1;
    failures.push(project);
  }
  console.log(`=== ${project}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
}

check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
vitest('unit');
// The picture, derivative and upload suites again with the files in S3 (s3rver on loopback).
vitest('s3');
// The API and security suites again on a real PostgreSQL the project starts itself.
vitest('pg');
// Components in a simulated DOM with Testing Library.
vitest('dom');
check('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
vitest('visual');
vitest('e2e');

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
