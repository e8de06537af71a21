// Scale-out: does a second shop process add throughput? The same photo-day surge (200
// connections: picture-set reads of a signed-in parent, code verifications from ever new
// addresses) against 1 and against 2 shop processes on one PostgreSQL, each behind the same
// round-robin balancer on loopback, in turns (1 2 1 2) so the machine's load falls on both
// alike. The load average is printed beside each figure: on a 2-core machine the load
// generator, the balancer, PostgreSQL and the shops share the cores.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER } from '../../shop/server/demo/demo-accounts';
import { startPostgres } from '../../shop/server/test/postgres-server';
import { freePort, shopEnv } from '../../shop/server/test/shop-process';
import { printFigure, round } from './figure';
import { fromNewAddressEachRequest, waitFor } from './load';

const root = path.resolve(import.meta.dirname, '../..');
const connections = 200;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

/** N shop processes on one database, each with a data folder of its own. */
async function startShops(count: number, databaseUrl: string): Promise<ChildProcess[]> {
  const shops = await Promise.all(
    Array.from({ length: count }, async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'keepsake-bench-scale-'));
      const port = await freePort();
      const log = openSync(path.join(dir, 'shop.log'), 'w');
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'shop/server/start.ts', '--no-build'],
        {
          cwd: root,
          // As `npm start` runs it: the first start fills the empty database with the demo shop.
          env: shopEnv('demo', {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dir,
            DATABASE_URL: databaseUrl,
            TRUST_PROXY: '1',
          }),
          stdio: ['ignore', log, log],
          detached: true,
        },
      );
      closeSync(log);
      await waitFor(`http://127.0.0.1:${port}/readyz`, 300);
      return Object.assign(child, { port, dir });
    }),
  );
  return shops;
}

function stopShops(shops: ChildProcess[]): Promise<void[]> {
  return Promise.all(
    shops.map(async (child) => {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      process.kill(-(child.pid ?? 0), 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      rmSync((child as ChildProcess & { dir: string }).dir, { recursive: true, force: true });
    }),
  );
}

/** The balancer in front of both set-ups, so its cost is on both sides of the pair. */
function roundRobin(ports: number[]): Promise<Server> {
  let next = 0;
  const server = createServer((req, res) => {
    const port = ports[next++ % ports.length];
    const upstream = httpRequest(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function surge(url: string, headers: Record<string, string>, vary: boolean) {
  const options = {
    url,
    connections,
    headers,
    ...(vary ? fromNewAddressEachRequest() : {}),
  };
  await autocannon({ ...options, duration: 3 });
  const load = loadavg()[0] ?? 0;
  const result = await autocannon({ ...options, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, load };
}

const server = await startPostgres();
const admin = new pg.Client({ connectionString: server.url });
await admin.connect();
await admin.query('create database keepsake_bench_scale');
await admin.end();
const databaseUrl = server.url.replace(/\/postgres$/, '/keepsake_bench_scale');

type Result = Awaited<ReturnType<typeof surge>>;
const results = new Map<string, Result[]>();
try {
  for (let round_ = 0; round_ < rounds; round_ += 1) {
    for (const count of [1, 2]) {
      const shops = await startShops(count, databaseUrl);
      const balancer = await roundRobin(
        shops.map((s) => (s as ChildProcess & { port: number }).port),
      );
      const base = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
      try {
        const login = await fetch(`${base}/api/webshop/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
          body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
        });
        if (!login.ok) throw new Error(`Signing in answers ${login.status}`);
        const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
        const reads = await surge(
          `${base}/api/webshop/user/picture-sets/${DEMO_SUBJECTS.emma}`,
          { cookie, 'x-forwarded-for': '10.250.0.2' },
          false,
        );
        const codes = await surge(
          `${base}/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.class4b}`,
          {},
          true,
        );
        for (const [name, r] of [
          [`reads.${count}`, reads],
          [`codes.${count}`, codes],
        ] as const) {
          results.set(name, [...(results.get(name) ?? []), r]);
        }
      } finally {
        await new Promise((r) => balancer.close(r));
        await stopShops(shops);
      }
    }
  }
} finally {
  await server.stop();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
for (const call of ['reads', 'codes'] as const) {
  const one = results.get(`${call}.1`) ?? [];
  const two = results.get(`${call}.2`) ?? [];
  const name = call === 'reads' ? 'scaleOut.pictureSetRead' : 'scaleOut.verifyCode';
  printFigure({
    name: `${name}.rps.2processes`,
    value: round(median(two.map((r) => r.rps))),
    unit: 'req/s',
    baseline: { name: '1 process, same run', value: round(median(one.map((r) => r.rps))) },
    ratio: round(median(two.map((r) => r.rps)) / median(one.map((r) => r.rps))),
  });
  printFigure({
    name: `${name}.p99.2processes`,
    value: median(two.map((r) => r.p99)),
    unit: 'ms',
    baseline: { name: '1 process p99', value: median(one.map((r) => r.p99)) },
  });
  printFigure({
    name: `${name}.non2xx`,
    value: [...one, ...two].reduce((sum, r) => sum + r.non2xx, 0),
    unit: 'answers',
    target: '0',
  });
  printFigure({
    name: `${name}.loadAverage`,
    value: round(median([...one, ...two].map((r) => r.load))),
    unit: '1-min load',
  });
}
