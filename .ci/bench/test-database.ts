// What one test database costs to open, in CPU seconds of this process (PGlite runs in it, so
// the figure holds on a busy machine where wall time does not): a new cluster with every
// migration, against a copy of the run's migrated template (shop/server/test/pglite-template.ts).
// Run alone: `node --import tsx .ci/bench/test-database.ts`.
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../shop/server/db/client';
import setupTemplate from '../../shop/server/test/pglite-template-setup';
import { PGLITE_TEMPLATE_VARIABLE } from '../../shop/server/test/pglite-template';
import { printFigure, round } from './figure';

const ROUNDS = 3;

async function cpuSeconds(work: () => Promise<void>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const fresh: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  fresh.push(
    await cpuSeconds(async () => {
      const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
      await database.migrate();
      await database.close();
    }),
  );
}

let stop: () => void = () => undefined;
const templateCost = await cpuSeconds(async () => {
  stop = await setupTemplate();
});
const template = new Blob([readFileSync(process.env[PGLITE_TEMPLATE_VARIABLE] ?? '')]);
const copied: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  copied.push(
    await cpuSeconds(async () => {
      const database = await openDatabase({
        databaseUrl: null,
        pgliteDir: null,
        pgliteDataDir: template,
      });
      await database.migrate();
      await database.close();
    }),
  );
}
stop();

const freshMedian = median(fresh);
printFigure({ name: 'tests.pgliteFresh.cpu', value: round(freshMedian), unit: 's' });
printFigure({ name: 'tests.pgliteTemplateOnce.cpu', value: round(templateCost), unit: 's' });
printFigure({
  name: 'tests.pgliteFromTemplate.cpu',
  value: round(median(copied)),
  unit: 's',
  baseline: { name: 'tests.pgliteFresh.cpu', value: round(freshMedian) },
  ratio: round(median(copied) / freshMedian),
});
