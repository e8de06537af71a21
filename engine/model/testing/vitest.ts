// The model's tests import the test runner through this one file: the import-boundary lint rule
// lets engine/model import only immer, which is right for production code but not for tests.
// eslint-disable-next-line boundaries/imports
export { describe, expect, it } from 'vitest';
