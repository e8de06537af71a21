// Setup file of the `pg` test project, in each test worker: openTestDatabase and the shop
// processes the tests start use the project's PostgreSQL server.
import { inject } from 'vitest';

process.env.TEST_POSTGRES_URL = inject('postgresUrl');
