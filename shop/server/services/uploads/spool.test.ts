import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeAbandonedUploads, spoolDir, spoolFileName } from './spool';

const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-spool-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A pid no process has: above Linux's largest pid_max. */
const DEAD_PID = 4_194_304 + 1;

describe('removing abandoned upload files at start', () => {
  it("removes this host's files of ended processes and its own pid's (a restart's), keeps live ones", async () => {
    const dir = spoolDir(dataDir);
    mkdirSync(dir, { recursive: true });
    const file = (name: string, daysOld = 0) => {
      writeFileSync(path.join(dir, name), 'part of a photo');
      const when = new Date(Date.now() - daysOld * 86_400_000);
      utimesSync(path.join(dir, name), when, when);
      return name;
    };
    const uuid = () => crypto.randomUUID();
    file(spoolFileName(uuid(), DEAD_PID));
    file(spoolFileName(uuid(), process.pid));
    const liveProcess = file(spoolFileName(uuid(), process.ppid));
    const otherHost = file(spoolFileName(uuid(), DEAD_PID, 'other-host'));
    file(spoolFileName(uuid(), DEAD_PID, 'other-host'), 2);
    file(spoolFileName(uuid(), process.ppid), 2);
    file('not-an-upload.txt');

    expect(await removeAbandonedUploads(dataDir)).toBe(5);
    expect(readdirSync(dir).sort()).toEqual([liveProcess, otherHost].sort());

    // Later sweeps in the same process leave its own uploads alone: they are under way.
    const underWay = file(spoolFileName(uuid(), process.pid));
    expect(await removeAbandonedUploads(dataDir)).toBe(0);
    expect(readdirSync(dir)).toContain(underWay);
  });

  it('does nothing before the first upload', async () => {
    expect(await removeAbandonedUploads(path.join(dataDir, 'no-uploads-yet'))).toBe(0);
  });
});
