// Setup file of the `pg` test project, in each test worker: openTestDatabase and the shop
// processes the tests start use the project's PostgreSQL server, and test databases start as
// copies of the run's template databases (test/postgres-setup.ts).
import { inject } from 'vitest';
import { POSTGRES_SEEDED_TEMPLATE_VARIABLE, POSTGRES_TEMPLATE_VARIABLE } from './database';

process.env.TEST_POSTGRES_URL = inject('postgresUrl');
const templates = inject('postgresTemplates');
process.env[POSTGRES_TEMPLATE_VARIABLE] = templates.migrated;
process.env[POSTGRES_SEEDED_TEMPLATE_VARIABLE] = templates.seeded;
