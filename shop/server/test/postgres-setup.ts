// Global setup of the `pg` test project: one private PostgreSQL server for the whole run (each
// test file makes its own database on it). TEST_POSTGRES_URL, when set, names a server meant for
// tests instead, where the suite likewise only creates and drops databases of its own.
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_POSTGRES_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
