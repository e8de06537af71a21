// `npm test`: every suite in one go, ending with the line CI reads: `N passed, N failed`.
// Static checks count as one test each; vitest projects report their own counts (JSON reporter).
import { spawn, spawnSync } from 'node:child_process';
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

function count(name, ok, seconds) {
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

function check(name, cmd, args) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const { ok, seconds } = run(cmd, args);
  count(name, ok, seconds);
}

/**
 * Static checks side by side: each is one process on one core, so on a machine with two or
 * more they take as long as the slowest instead of their sum. Each one's output is printed
 * whole when it ends, so the log reads as if they ran one after another.
 */
async function checksAtOnce(checks) {
  const chosen = checks.filter(([name]) => !only.length || only.includes(name));
  const results = await Promise.all(
    chosen.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) =>
            resolve({ name, cmd, args, ok: code === 0, output, started, ended: Date.now() }),
          );
        }),
    ),
  );
  for (const { name, cmd, args, ok, output, started, ended } of results) {
    console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
    process.stdout.write(Buffer.concat(output));
    count(name, ok, ((ended - started) / 1000).toFixed(1));
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

await checksAtOnce([
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
]);
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
