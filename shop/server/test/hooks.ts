// Set-up shared by test files: what a file (or one `describe` block) opens before its first test
// and closes after its last, written once instead of as a `let` with a beforeAll and an afterAll.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { createTestApp, openSeededTestDatabase, type TestAppOptions } from './app';

/**
 * Opens something before the tests of the enclosing file or block and closes it after them. The
 * returned function gives it to a test; called before the tests start it throws, as nothing is
 * open yet.
 */
function openForTests<T>(open: () => Promise<T>, close: (value: T) => Promise<unknown>): () => T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await open();
  });
  afterAll(async () => {
    if (value !== undefined) await close(value);
  });
  return () => {
    if (value === undefined) throw new Error('Only a test can use what its file opens.');
    return value;
  };
}

/** The real app on a fresh seeded database for the tests of this file or block. */
export const sharedTestApp = (options: TestAppOptions = {}): (() => FastifyInstance) =>
  openForTests(
    () => createTestApp(options),
    (app) => app.close(),
  );

/** A fresh database with the demo seeded, for the tests of this file or block. */
export const sharedSeededDatabase = (): (() => Database) =>
  openForTests(openSeededTestDatabase, (database) => database.close());
