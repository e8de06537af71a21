// The real shop as its own process (start.ts on the built client, in the mode asked for), for
// the browser journeys, the benches and the suites that must kill it or measure its memory: an
// in-process app would share the test's heap and fate.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { testStorageEnv } from './storage';

const root = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Reads a field of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak). */
function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * How the process is started: test (NODE_ENV=test, development aids on), demo (as `npm start`
 * runs it: NODE_ENV unset) or production (NODE_ENV=production).
 */
export type ShopProcessMode = 'test' | 'demo' | 'production';

export interface ShopProcessOptions {
  mode?: ShopProcessMode;
  /** More environment variables (PUBLIC_URL, ALLOW_TEST_PAYMENTS, …). */
  env?: Record<string, string>;
}

/** The environment a shop process gets: the caller's, with NODE_ENV as the mode says. */
export function shopEnv(
  mode: ShopProcessMode,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  // Never the caller's DATABASE_URL: a test's shop writes only into a database the test made
  // (and passes in `extra`), else into PGlite under its DATA_DIR.
  const { NODE_ENV: _inherited, DATABASE_URL: _theirs, ...inherited } = process.env;
  // Storage comes from the tests alone, never from the shell (which may name a real bucket):
  // in the `s3` test project the shop keeps its files in the test S3 server's bucket too.
  const env = Object.fromEntries(
    Object.entries(inherited).filter(([name]) => name !== 'STORAGE' && !name.startsWith('S3_')),
  );
  return {
    ...env,
    ...testStorageEnv(),
    ...(mode === 'demo' ? {} : { NODE_ENV: mode }),
    ...extra,
  };
}

export class ShopProcess {
  readonly url: string;
  private child: ChildProcess | null = null;
  private output = '';
  /** How many times the shop was started (first start seeds the demo data). */
  starts = 0;

  constructor(
    readonly dataDir: string,
    readonly port: number,
    readonly options: ShopProcessOptions = {},
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get pid(): number {
    return this.child?.pid ?? 0;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The first line the latest start printed: the mode it runs in (start.ts). */
  firstLine(): string {
    const marker = `--- start ${this.starts} ---\n`;
    const since = this.output.slice(this.output.lastIndexOf(marker) + marker.length);
    return since.split('\n')[0] ?? '';
  }

  /** The shop's output since the first start (for the failure message). */
  log(tail = 4000): string {
    return this.output.slice(-tail);
  }

  rssMb(): number {
    return procStatusMb(this.pid, 'VmRSS');
  }

  peakRssMb(): number {
    return procStatusMb(this.pid, 'VmHWM');
  }

  /** Starts the shop on this data directory and waits until it answers. */
  async start(timeoutMs = 180_000): Promise<void> {
    if (this.running) throw new Error('The shop is already running');
    this.starts += 1;
    this.output += `\n--- start ${this.starts} ---\n`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'shop/server/start.ts', '--no-build'],
      {
        cwd: root,
        env: shopEnv(this.options.mode ?? 'test', {
          PORT: String(this.port),
          HOST: '127.0.0.1',
          DATA_DIR: this.dataDir,
          // Each simulated phone sends its own X-Forwarded-For: the limits count per address.
          TRUST_PROXY: '1',
          ...this.options.env,
        }),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    const keep = (d: Buffer) => {
      this.output = (this.output + d.toString()).slice(-200_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`The shop exited while starting:\n${this.log()}`);
      if (await this.answers()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`The shop did not answer within ${timeoutMs} ms:\n${this.log()}`);
  }

  async answers(): Promise<boolean> {
    try {
      const res = await fetch(`${this.url}/api/webshop/shop`, {
        signal: AbortSignal.timeout(5_000),
      });
      return res.ok;
    } catch {
      return false;
    }
  }

  /** Waits until the process ends, with its exit code (null when a signal ended it). */
  async exited(): Promise<number | null> {
    const child = this.child;
    if (!child) throw new Error('The shop was never started');
    if (this.running) await new Promise((resolve) => child.once('exit', resolve));
    return child.exitCode;
  }

  /** Sends a signal and waits for the process to end (SIGKILL: no cleanup of any kind). */
  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }

  /** Asks the shop to stop without waiting, for `process.on('exit')` where nothing can wait. */
  stopNow(): void {
    if (this.running) this.child?.kill('SIGTERM');
  }

  /** A clean stop (SIGTERM, as a process manager does), SIGKILL after 10 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
