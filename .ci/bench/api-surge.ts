// Photo-day evening: 200 connections at once on loopback against picture-set reads and code
// verification of the real shop as `npm start` runs it (start.ts, embedded database), beside a bare Fastify route
// returning the same JSON — the ratio says what the shop's own work costs. Both servers run in
// their own process (autocannon's client work must not share the bare server's thread), and
// each is warmed up before it is measured. Then the pair: the read with `npm start` beside
// NODE_ENV=production on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  cpSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER } from '../../shop/server/demo/demo-accounts';
import { shopEnv } from '../../shop/server/test/shop-process';
import { printFigure, round } from './figure';
import { fromNewAddressEachRequest, waitFor } from './load';

const root = path.resolve(import.meta.dirname, '../..');
const connections = 200;
const duration = 10;
const warmUp = 3;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat (Linux). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid` (PostgreSQL's backends and workers under its postmaster). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) {
        children.push(Number(entry));
      }
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/**
 * What the CPU time of a surge is counted on: the shop's process and, with DATABASE_URL on this
 * machine, the PostgreSQL server's processes. On a machine other work shares, CPU per request
 * moves far less than requests per second.
 */
interface CpuMeter {
  shop: () => number;
  /** Per process of the database server, its CPU seconds so far. */
  db: () => Map<number, number>;
}

/** CPU seconds used between two readings; a process that ended meanwhile counts nothing. */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, seconds] of after) used += seconds - (before.get(pid) ?? 0);
  return used;
}
let meter: CpuMeter | null = null;

/** The postmaster's pid of a PostgreSQL on this machine (its data directory's postmaster.pid). */
async function postmasterPid(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ setting: string }>(
      "select setting from pg_settings where name = 'data_directory'",
    );
    const dir = rows[0]?.setting;
    return dir
      ? Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
      : null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function load(url: string, headers: Record<string, string>, vary?: boolean) {
  await run(url, headers, warmUp, vary);
  const at = meter && { shop: meter.shop(), db: meter.db() };
  const result = await run(url, headers, duration, vary);
  if (meter && at && result.total > 0) {
    result.shopUs = ((meter.shop() - at.shop) * 1e6) / result.total;
    result.dbUs = (cpuBetween(at.db, meter.db()) * 1e6) / result.total;
  }
  return result;
}

interface Run {
  rps: number;
  total: number;
  /** CPU µs per request of the shop and of the database server, when measured. */
  shopUs?: number;
  dbUs?: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Requests that got no answer: connection errors, and timeouts (autocannon's 10 s). */
  unanswered: number;
}

async function run(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  vary?: boolean,
): Promise<Run> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    // Every request from another parent's address, as on a photo-day evening.
    ...(vary ? fromNewAddressEachRequest() : {}),
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    unanswered: result.errors + result.timeouts,
  };
}

// The baseline: a bare Fastify answering the shop's own JSON, alone in its process.
const bareServer = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/set', async (_req, reply) => reply.type('application/json').send(process.env.SAME_JSON));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-bench-api-'));
// BENCH_PROFILE=<dir> writes the shop's CPU profile there when it stops; BENCH_ONLY=reads, codes
// or pair measures one part (a profile of one surge is easier to read), or several with commas
// (reads,codes: what .ci/bench/paired.ts runs).
const profileDir = process.env.BENCH_PROFILE;
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];

/** A shop as `npm start` runs it (demo mode), or with NODE_ENV=production, on the bench's data. */
interface Shop {
  child: ChildProcess;
  base: string;
  /** Its first log line: the mode it runs in. */
  modeLine: string;
}

async function startShop(mode: 'demo' | 'production', dir = dataDir): Promise<Shop> {
  const port = await freePort();
  // The log goes to a file: piped into this process, its lines would cost the load generator.
  const logFile = path.join(dir, `shop-${mode}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    [...profileArgs, '--import', 'tsx', 'shop/server/start.ts', '--no-build'],
    {
      cwd: root,
      env: shopEnv(mode, {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        // Every simulated parent sends its own X-Forwarded-For: the limits count per address.
        TRUST_PROXY: '1',
        ...(mode === 'production' ? { PUBLIC_URL: 'https://shop.example' } : {}),
      }),
      stdio: ['ignore', log, log],
      detached: true,
    },
  );
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/webshop/shop`);
  const modeLine = readFileSync(logFile, 'utf8').split('\n')[0] ?? '';
  console.error(
    `# shop (${mode === 'demo' ? 'npm start' : 'NODE_ENV=production npm start'}): ${modeLine}`,
  );
  return { child, base, modeLine };
}

/** SIGTERM to the shop's process group; waits for the exit (the profile is written then). */
async function stopShop(shop: Shop): Promise<void> {
  const exited = new Promise((r) => shop.child.once('exit', r));
  process.kill(-(shop.child.pid ?? 0), 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, profileDir ? 30_000 : 10_000))]);
}

/** Signs the demo parent in and returns the session cookie. */
async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/webshop/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  if (!login.ok) throw new Error(`Signing in answers ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const shops = new Set<Shop>([await startShop('demo')]);
const [shop] = shops;
if (!shop) throw new Error('The shop did not start');
let pairDir: string | null = null;
let bare: ReturnType<typeof spawn> | null = null;

try {
  const base = shop.base;
  const cookie = await signIn(base);
  const setPath = `/api/webshop/user/picture-sets/${DEMO_SUBJECTS.emma}`;
  const setUrl = `${base}${setPath}`;
  const sameJson = await (await fetch(setUrl, { headers: { cookie } })).text();

  const measureBare = async () => {
    const barePort = await freePort();
    bare = spawn(process.execPath, ['--input-type=module', '-e', bareServer], {
      cwd: root,
      env: { ...process.env, PORT: String(barePort), SAME_JSON: sameJson },
      stdio: 'ignore',
      detached: true,
    });
    await waitFor(`http://127.0.0.1:${barePort}/set`);
    const result = await load(`http://127.0.0.1:${barePort}/set`, {});
    process.kill(-(bare.pid ?? 0), 'SIGTERM');
    bare = null;
    return result;
  };
  // The pair alone needs no bare baseline.
  const baseline = only && !only.has('reads') && !only.has('codes') ? null : await measureBare();

  // CPU per request of the shop (and of PostgreSQL when it runs here), from now on.
  const shopPid = shop.child.pid ?? 0;
  const databaseUrl = process.env.DATABASE_URL;
  const postmaster = databaseUrl ? await postmasterPid(databaseUrl) : null;
  meter = {
    shop: () => cpuSeconds(shopPid),
    db: () =>
      new Map(
        (postmaster ? [postmaster, ...childrenOf(postmaster)] : []).map((pid) => [
          pid,
          cpuSeconds(pid),
        ]),
      ),
  };

  // The figure is about verifying: a code that does not open its set, or a throttle answering
  // 429, would measure something else.
  const codeUrl = `${base}/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.class4b}`;
  const probe = await fetch(codeUrl, { headers: { 'x-forwarded-for': '10.255.255.254' } });
  const answer = (await probe.json()) as { valid?: boolean };
  if (!probe.ok || answer.valid !== true) {
    throw new Error(`Code verification answers ${probe.status} ${JSON.stringify(answer)}`);
  }

  const surges = [
    ['api.pictureSetRead', 'reads', () => load(setUrl, { cookie })],
    ['api.verifyCode', 'codes', () => load(codeUrl, {}, true)],
  ] as const;
  for (const [name, key, measure] of surges) {
    if (!baseline || (only && !only.has(key))) continue;
    const r = await measure();
    printFigure({
      name: `${name}.rps`,
      value: round(r.rps),
      unit: 'req/s',
      target: 'ratio >= 0.5',
      baseline: { name: 'bare fastify, same JSON', value: round(baseline.rps) },
      ratio: round(r.rps / baseline.rps),
    });
    printFigure({ name: `${name}.p50`, value: r.p50, unit: 'ms' });
    printFigure({
      name: `${name}.p99`,
      value: r.p99,
      unit: 'ms',
      target: '<= 50 ms',
      baseline: { name: 'bare fastify p99', value: baseline.p99 },
    });
    printFigure({ name: `${name}.non2xx`, value: r.non2xx, unit: 'responses' });
    // A surge nothing answered prints 0 req/s and a p99 of 0 ms: this says why.
    printFigure({ name: `${name}.unanswered`, value: r.unanswered, unit: 'requests' });
    if (r.shopUs !== undefined) {
      printFigure({ name: `${name}.shopCpu`, value: round(r.shopUs, 1), unit: 'µs/request' });
    }
    if (r.dbUs) printFigure({ name: `${name}.dbCpu`, value: round(r.dbUs, 1), unit: 'µs/request' });
  }

  // The pair: the same read as `npm start` runs it and with NODE_ENV=production, each on its
  // own copy of the same data, both running, measured in turns (demo, production, demo,
  // production) so neither gets the machine's quieter moment. Demo mode is the production code
  // path (no response contract check), so the two should be within 10 % of each other.
  if (!only || only.has('pair')) {
    // The pair's shops are other processes.
    meter = null;
    await stopShop(shop);
    shops.delete(shop);
    pairDir = mkdtempSync(path.join(tmpdir(), 'keepsake-bench-api-pair-'));
    cpSync(dataDir, pairDir, { recursive: true });
    const demoShop = await startShop('demo');
    shops.add(demoShop);
    const productionShop = await startShop('production', pairDir);
    shops.add(productionShop);
    const sides = [
      { shop: demoShop, cookie: await signIn(demoShop.base), runs: [] as Run[] },
      { shop: productionShop, cookie: await signIn(productionShop.base), runs: [] as Run[] },
    ];
    for (let turn = 0; turn < 2; turn += 1) {
      for (const side of sides) {
        side.runs.push(await load(`${side.shop.base}${setPath}`, { cookie: side.cookie }));
      }
    }
    const [demo, production] = sides.map((side) => ({
      rps: side.runs.reduce((sum, r) => sum + r.rps, 0) / side.runs.length,
      p99: Math.max(...side.runs.map((r) => r.p99)),
      non2xx: side.runs.reduce((sum, r) => sum + r.non2xx, 0),
      each: side.runs.map((r) => round(r.rps)).join(' / '),
    }));
    if (!demo || !production) throw new Error('The pair was not measured');
    console.error(`# pair rounds, req/s: npm start ${demo.each}; production ${production.each}`);
    printFigure({
      name: 'api.pictureSetRead.production.rps',
      value: round(production.rps),
      unit: 'req/s',
      target: 'ratio 0.9-1.1',
      baseline: { name: 'npm start (demo mode), same data', value: round(demo.rps) },
      ratio: round(production.rps / demo.rps),
    });
    printFigure({
      name: 'api.pictureSetRead.production.p99',
      value: production.p99,
      unit: 'ms',
      baseline: { name: 'npm start (demo mode) p99', value: demo.p99 },
    });
    printFigure({
      name: 'api.pictureSetRead.production.non2xx',
      value: production.non2xx + demo.non2xx,
      unit: 'responses',
    });
  }
} finally {
  if (bare) process.kill(-(bare.pid ?? 0), 'SIGTERM');
  // The shop writes its profile as it exits.
  for (const running of shops) await stopShop(running);
  if (pairDir) rmSync(pairDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
