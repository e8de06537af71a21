import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { Messages } from '../../../contract/errors';
import type { StudioImportProgress } from '../../../contract/studio';
import type { Db } from '../../db/client';
import { Conflict, DomainError, NotFound } from '../../lib/domain-errors';
import type { Storage } from '../../storage';
import { importPhotoDay } from './import';
import { issueText, type StudioLanguage } from './messages';
import { DEFAULT_ZIP_LIMITS, unpackPhotoDayZip, type ZipLimits } from './zip';

/** How long a finished import's report can still be fetched. */
const KEEP_FINISHED_MS = 60 * 60_000;

interface Run {
  progress: StudioImportProgress;
  finishedAt: number | null;
}

export interface ImportRuns {
  /**
   * Starts importing an uploaded zip (the file is the run's from now on and removed when it is
   * done) and answers at once; the import goes on in the background. One at a time: a second
   * while one runs is refused, as each holds the pictures of a whole photo day on disk.
   */
  start(zipFile: string, lang: StudioLanguage): StudioImportProgress;
  /** How far the import is: pictures checked of all, and the report once it is done. */
  progress(importUuid: string): StudioImportProgress;
  /** Waits for the import under way (tests, and closing the server). */
  idle(): Promise<void>;
}

/**
 * The photo-day imports of this server process, held in memory: a progress bar polls them, and
 * a restart forgets them (the rows an import wrote are in the database either way).
 */
export function createImportRuns(
  db: Db,
  storage: Storage,
  workDir: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): ImportRuns {
  const runs = new Map<string, Run>();
  let running: Promise<void> | null = null;

  const forgetOld = () => {
    const now = Date.now();
    for (const [uuid, run] of runs)
      if (run.finishedAt !== null && now - run.finishedAt > KEEP_FINISHED_MS) runs.delete(uuid);
  };

  const work = async (run: Run, zipFile: string, lang: StudioLanguage) => {
    const p = run.progress;
    let folder: string | null = null;
    // The run shows its end only once its files are gone, so a poll never sees them linger.
    let end: Pick<StudioImportProgress, 'state' | 'report' | 'error'>;
    try {
      await mkdir(workDir, { recursive: true });
      folder = await mkdtemp(path.join(workDir, 'import-'));
      const root = await unpackPhotoDayZip(zipFile, folder, limits);
      p.state = 'importing';
      const report = await importPhotoDay(db, storage, root, {
        onProgress: (done, total) => {
          p.done = done;
          p.total = total;
        },
      });
      end = {
        state: report.ok ? 'done' : 'failed',
        report: {
          ...report,
          issues: report.issues.map((i) => ({ ...i, text: issueText(i, lang) })),
        },
        error: null,
      };
    } catch (error) {
      // A refusal of the zip is the studio's to read; anything else is the server's fault.
      end = {
        state: 'failed',
        report: null,
        error: error instanceof DomainError ? error.message : Messages.somethingWentWrong,
      };
      if (!(error instanceof DomainError)) console.error('Photo-day import failed', error);
    } finally {
      if (folder) await rm(folder, { recursive: true, force: true });
      await rm(zipFile, { force: true });
    }
    Object.assign(p, end);
    run.finishedAt = Date.now();
  };

  return {
    start(zipFile, lang) {
      forgetOld();
      if (running) throw new Conflict('import-busy', Messages.importBusy);
      const importUuid = randomUUID();
      const run: Run = {
        progress: {
          importUuid,
          state: 'unpacking',
          done: 0,
          total: 0,
          report: null,
          error: null,
        },
        finishedAt: null,
      };
      runs.set(importUuid, run);
      running = work(run, zipFile, lang)
        .catch((error: unknown) => {
          // Only removing the files can fail here: the run still ends, as failed.
          Object.assign(run.progress, { state: 'failed', error: Messages.somethingWentWrong });
          run.finishedAt = Date.now();
          console.error('Photo-day import failed', error);
        })
        .finally(() => {
          running = null;
        });
      return { ...run.progress };
    },
    progress(importUuid) {
      const run = runs.get(importUuid);
      if (!run) throw new NotFound();
      return { ...run.progress };
    },
    async idle() {
      await running;
    },
  };
}
