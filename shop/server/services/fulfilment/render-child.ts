// The print renders of one lab job, in a child process of its own: drawing a page is synchronous
// canvas work that would hold the server's event loop for seconds, and the child's memory (some
// hundreds of MB for an A4 calendar) is returned to the system when it exits.
import { fork } from 'node:child_process';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { instanceFromTemplateData } from '../../../../engine/model/instance/templateData';
import { setBackground } from '../../../../engine/model/ops/picture';
import type { Template, TemplateInstance } from '../../../../engine/model/types';
import { validateTemplate } from '../../../../engine/model/validate/template';
import { printPdf, type PrintPool, withPrintPool } from './print-pdf';

/** One print file to make: a template product of an order line, and where its files are. */
export interface PrintTask {
  /** The stored template JSON (validated again here). */
  definition: unknown;
  templateData: unknown;
  locale: string;
  /** The buyer's language: the default texts of fields left as the template had them. */
  language: 'en' | 'nb' | 'sv';
  /** The original file of each picture, upload and background the design uses, by uuid. */
  imageFiles: Record<string, string>;
  /**
   * The background a green-screen picture left on none is printed on (its job's default, as its
   * download comes), by picture uuid; its file is in imageFiles.
   */
  defaultBackgrounds?: Record<string, string>;
  /** The template version's art folder. */
  artDir: string;
  /** The PDF to write (written under a temporary name, then renamed). */
  outFile: string;
  title: string;
}

/**
 * The design with every green-screen picture that has no background put on its default one, so
 * the lab never prints raw chroma green by accident; a field that allows no background, or a
 * picture whose parent chose "No background", keeps the picture as it is.
 */
export function withDefaultBackgrounds(
  template: Template,
  instance: TemplateInstance,
  defaults: Record<string, string>,
): TemplateInstance {
  let result = instance;
  for (const [id, value] of Object.entries(instance.resources)) {
    if (value.type !== 'IMAGE' || !value.image?.greenscreen) continue;
    if (value.image.background || value.image.noBackground) continue;
    const background = defaults[value.image.uuid];
    if (!background) continue;
    const changed = setBackground(template, result, id, background);
    if (changed.ok) result = changed.instance;
  }
  return result;
}

/**
 * Renders the tasks one after the other, each product's pages spread over one pool of worker
 * threads (started once for the job), and writes each PDF as it is done.
 */
export async function runPrintTasks(tasks: PrintTask[]): Promise<void> {
  await withPrintPool(async (pool) => {
    for (const task of tasks) await runPrintTask(task, pool);
  });
}

async function runPrintTask(task: PrintTask, pool: PrintPool): Promise<void> {
  const checked = validateTemplate(task.definition);
  if (!checked.ok) throw new Error(`Template of ${task.title} is invalid: ${checked.error}`);
  const template = checked.template;
  const data = task.templateData as { year?: number };
  const built = instanceFromTemplateData(template, task.templateData, {
    language: task.language,
    currentYear: data.year,
  });
  if (!built.ok) throw new Error(`Design of ${task.title} is invalid: ${built.error}`);
  const instance = withDefaultBackgrounds(template, built.instance, task.defaultBackgrounds ?? {});
  const pdf = await printPdf(
    { template, instance, locale: task.locale },
    { imageFiles: task.imageFiles, artDir: task.artDir },
    { title: task.title, pool },
  );
  await mkdir(path.dirname(task.outFile), { recursive: true });
  const partial = `${task.outFile}.partial`;
  await writeFile(partial, pdf);
  await rename(partial, task.outFile);
}

type ChildAnswer = { ok: true } | { ok: false; error: string };

/**
 * Runs the tasks in a child Node process (with tsx, as the server runs); resolves when every
 * file is written, rejects with the child's error or when it dies.
 */
export function renderInChild(tasks: PrintTask[]): Promise<void> {
  if (tasks.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, ['--print-child'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: ChildAnswer | null = null;
    child.on('message', (message) => {
      answer = message as ChildAnswer;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const got = answer as ChildAnswer | null;
      if (got?.ok) resolve();
      else if (got) reject(new Error(got.error));
      else reject(new Error(`Print renderer exited with ${signal ?? code}`));
    });
    child.send(tasks);
  });
}

if (process.argv.includes('--print-child') && process.send) {
  process.once('message', (tasks) => {
    runPrintTasks(tasks as PrintTask[]).then(
      () => process.send?.({ ok: true } satisfies ChildAnswer, () => process.exit(0)),
      (error: unknown) => {
        const text = error instanceof Error ? error.message : String(error);
        process.send?.({ ok: false, error: text } satisfies ChildAnswer, () => process.exit(1));
      },
    );
  });
}
