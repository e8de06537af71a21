// Paired API surges on PostgreSQL or the embedded database: the same bench
// (.ci/bench/api-surge.ts: picture-set reads and code verification) run in turns against two or
// more checkouts of the shop (A B A B A B…), each run on a fresh database, then the median of each
// figure per checkout. A hand-made piece of infrastructure stays only where such a pair shows it
// pays (docs/decisions/005-… to 011-…).
//
//   BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx .ci/bench/paired.ts <checkout A> <checkout B> [more…]
//
// BENCH_ROUNDS (default 3) sets how many turns. Each checkout needs its node_modules (a link to
// this one's will do). The database named in BENCH_PG must let its user create databases;
// without BENCH_PG each run gets a new embedded database (PGlite) instead.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import type { Figure } from './figure';

const admin = process.env.BENCH_PG;
const checkouts = process.argv.slice(2).map((dir) => path.resolve(dir));
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
if (checkouts.length < 2) {
  console.error('[BENCH_PG=postgres://…] node --import tsx .ci/bench/paired.ts <A> <B> [more…]');
  process.exit(2);
}

/**
 * The figures that matter: throughput and p99 of both surges (rps beside its ratio to bare
 * Fastify), and the CPU per request of the shop and of PostgreSQL, which other work on the
 * machine moves far less.
 */
const WATCHED = ['api.pictureSetRead', 'api.verifyCode'].flatMap((surge) =>
  ['rps', 'p99', 'shopCpu', 'dbCpu'].map((figure) => `${surge}.${figure}`),
);

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(admin ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

type Runs = Map<string, Figure[]>;
const results = new Map<string, Runs>(checkouts.map((c) => [c, new Map()]));

for (let round = 0; round < rounds; round += 1) {
  for (const [index, checkout] of checkouts.entries()) {
    const name = `keepsake_paired_${process.pid}_${round}_${index}`;
    if (admin) await withAdmin((c) => c.query(`create database ${name}`));
    const { DATABASE_URL: _ignored, ...env } = process.env;
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', '.ci/bench/api-surge.ts'], {
        cwd: checkout,
        env: {
          ...env,
          ...(admin ? { DATABASE_URL: databaseUrl(name) } : {}),
          BENCH_ONLY: 'reads,codes',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`${checkout}: the surge failed (${run.status})`);
      const figures = run.stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Figure);
      const runs = results.get(checkout) as Runs;
      for (const figure of figures) {
        if (!WATCHED.includes(figure.name)) continue;
        runs.set(figure.name, [...(runs.get(figure.name) ?? []), figure]);
        const ratio = figure.ratio === undefined ? '' : ` ratio ${figure.ratio}`;
        console.error(
          `# round ${round + 1} ${path.basename(checkout)} ${figure.name} ${figure.value}${ratio}`,
        );
      }
    } finally {
      if (admin) await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    }
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

for (const checkout of checkouts) {
  const runs = results.get(checkout) as Runs;
  for (const name of WATCHED) {
    const figures = runs.get(name) ?? [];
    const values = figures.map((f) => f.value);
    const ratios = figures.flatMap((f) => (f.ratio === undefined ? [] : [f.ratio]));
    console.log(
      JSON.stringify({
        checkout: path.basename(checkout),
        name,
        median: median(values),
        runs: values,
        ...(ratios.length ? { medianRatio: median(ratios), ratios } : {}),
      }),
    );
  }
}
