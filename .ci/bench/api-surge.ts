// Photo-day evening: 200 connections at once on loopback against picture-set reads and code
// verification of the real shop (start.ts, embedded database), beside a bare Fastify route
// returning the same JSON — the ratio says what the shop's own work costs. Both servers run in
// their own process (autocannon's client work must not share the bare server's thread), and
// each is warmed up before it is measured.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER } from '../../shop/server/demo/demo-accounts';
import { printFigure, round } from './figure';

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

async function load(url: string, headers: Record<string, string>, vary?: boolean) {
  await run(url, headers, warmUp, vary);
  return run(url, headers, duration, vary);
}

// Never the same address twice, warm-up included: the per-address code limit must not answer.
let n = 0;

async function run(url: string, headers: Record<string, string>, seconds: number, vary?: boolean) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    // Every request from another parent's address, as on a photo-day evening.
    ...(vary
      ? {
          requests: [
            {
              setupRequest: (req: { headers?: Record<string, string> }) => {
                n += 1;
                req.headers = {
                  ...req.headers,
                  'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                };
                return req;
              },
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

// The baseline: a bare Fastify answering the shop's own JSON, alone in its process.
const bareServer = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/set', async (_req, reply) => reply.type('application/json').send(process.env.SAME_JSON));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-bench-api-'));
const port = await freePort();
// BENCH_PROFILE=<dir> writes the shop's CPU profile there when it stops; BENCH_ONLY=reads or
// codes measures one surge (a profile of one surge is easier to read).
const profileDir = process.env.BENCH_PROFILE;
const only = process.env.BENCH_ONLY;
const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
const shop = spawn(
  process.execPath,
  [...profileArgs, '--import', 'tsx', 'shop/server/start.ts', '--no-build'],
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
    detached: true,
  },
);
const base = `http://127.0.0.1:${port}`;
let bare: ReturnType<typeof spawn> | null = null;

try {
  await waitFor(`${base}/api/webshop/shop`);
  const login = await fetch(`${base}/api/webshop/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const setUrl = `${base}/api/webshop/user/picture-sets/${DEMO_SUBJECTS.emma}`;
  const sameJson = await (await fetch(setUrl, { headers: { cookie } })).text();

  const barePort = await freePort();
  bare = spawn(process.execPath, ['--input-type=module', '-e', bareServer], {
    cwd: root,
    env: { ...process.env, PORT: String(barePort), SAME_JSON: sameJson },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`http://127.0.0.1:${barePort}/set`);
  const baseline = await load(`http://127.0.0.1:${barePort}/set`, {});
  process.kill(-(bare.pid ?? 0), 'SIGTERM');
  bare = null;

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
    if (only && only !== key) continue;
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
  }
} finally {
  if (bare) process.kill(-(bare.pid ?? 0), 'SIGTERM');
  // The shop writes its profile as it exits.
  const exited = new Promise((r) => shop.once('exit', r));
  process.kill(-(shop.pid ?? 0), 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, profileDir ? 30_000 : 1000))]);
  rmSync(dataDir, { recursive: true, force: true });
}
