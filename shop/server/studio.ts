// Studio tools: `npm run studio -- import <folder> [--lang nb]` imports a photo day (PSPA
// package or CSV roster, see services/studio/README.md) and prints the report;
// `npm run studio -- letters <job> [--lang nb] --out letters.pdf` writes the code letters;
// `npm run studio -- codes <job> [--lang nb] --out codes.csv` writes the codes for SMS or
// e-mail merge. <job> is the photo day's key from job.json (or the job's uuid).
// `npm run studio -- prices import <sheet.json> [--lang nb]` checks and imports a price sheet
// (services/prices/README.md); `npm run studio -- prices export [--out sheet.json]` writes the
// shop's current one. It opens the database, so on the embedded one it refuses while a shop runs.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { runTool, withShopDatabase } from './cli';
import type { Database } from './db/client';
import { findStudioJob, importPhotoDay } from './services/studio/import';
import { codeLettersPdf, codesCsv, jobLetters } from './services/studio/letters';
import { isStudioLanguage, issueText, type StudioLanguage } from './services/studio/messages';
import { sheetIssueText } from './services/prices/messages';
import { exportPriceSheet, importPriceSheet } from './services/prices/transfer';
import { checkPriceSheet } from './services/prices/validate';
import { openStorage } from './storage';

const USAGE = [
  'Usage: npm run studio -- import <folder> [--lang en|nb|sv]',
  '       npm run studio -- letters <job key> [--lang en|nb|sv] --out <file.pdf>',
  '       npm run studio -- codes <job key> [--lang en|nb|sv] --out <file.csv>',
  '       npm run studio -- prices import <sheet.json> [--lang en|nb|sv]',
  '       npm run studio -- prices export [--out <sheet.json>]',
].join('\n');

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { lang: { type: 'string', default: 'en' }, out: { type: 'string' } },
  });
  const [command, target] = positionals;
  const lang = values.lang ?? 'en';
  const known = ['import', 'letters', 'codes', 'prices'];
  const pricesOk =
    command !== 'prices' ||
    (target === 'export' && !positionals[2]) ||
    (target === 'import' && !!positionals[2]);
  if (!command || !known.includes(command) || !target || !isStudioLanguage(lang) || !pricesOk) {
    console.error(USAGE);
    return 2;
  }
  if (command !== 'import' && command !== 'prices' && !values.out) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const storage = openStorage(config.storage);
  try {
    return await withShopDatabase(config, (database) => run(database, target, lang));
  } finally {
    await storage.close();
  }

  async function run(database: Database, target: string, lang: StudioLanguage): Promise<number> {
    if (command === 'import') return await importCommand(database, target, lang);
    if (command === 'prices') return await pricesCommand(database, target, lang);
    const job = await findStudioJob(database.db, target);
    const letters = job ? await jobLetters(database.db, job.uuid) : null;
    if (!letters) {
      console.error(`No job ${target}.`);
      return 1;
    }
    const out = values.out!;
    const options = { lang, shopUrl: config.publicUrl };
    if (command === 'letters') await writeFile(out, await codeLettersPdf(letters, options));
    else await writeFile(out, codesCsv(letters, options));
    console.error(`${letters.rows.length} ${command === 'letters' ? 'letters' : 'codes'}: ${out}`);
    return 0;
  }

  async function pricesCommand(
    database: Database,
    action: string,
    language: StudioLanguage,
  ): Promise<number> {
    if (action === 'export') {
      const text = `${JSON.stringify(await exportPriceSheet(database.db), null, 2)}\n`;
      if (values.out) {
        await writeFile(values.out, text);
        console.error(`Price sheet: ${values.out}`);
      } else process.stdout.write(text);
      return 0;
    }
    const check = await checkPriceSheet(database.db, await readFile(positionals[2]!, 'utf8'));
    if (!check.ok) {
      for (const issue of check.issues) console.error(sheetIssueText(issue, language));
      console.error(`${check.issues.length} problem(s): nothing was imported.`);
      return 1;
    }
    console.log(JSON.stringify(await importPriceSheet(database.db, check.sheet), null, 2));
    return 0;
  }

  async function importCommand(
    database: Database,
    folder: string,
    language: StudioLanguage,
  ): Promise<number> {
    let last = -1;
    const report = await importPhotoDay(database.db, storage, folder, {
      onProgress: (done, total) => {
        const percent = Math.floor((done / total) * 100);
        if (percent >= last + 10 || done === total) {
          last = percent;
          process.stderr.write(`pictures ${done}/${total}\n`);
        }
      },
    });
    if (!report.ok) {
      for (const issue of report.issues) console.error(issueText(issue, language));
      console.error(`${report.issues.length} problem(s): nothing was imported.`);
      return 1;
    }
    console.log(JSON.stringify(report, null, 2));
    return 0;
  }
}

runTool(() => main(process.argv.slice(2)));
