import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import type { RouteDef } from './http';

// The web client returns 200 answers as the server wrote them (api/client.ts): that is only the
// same as parsing them if no response schema changes data on the way through zod.
const CHANGES_DATA = new Set([
  'transform',
  'pipe',
  'catch',
  'prefault',
  'date',
  'bigint',
  'custom',
]);

function whatChanges(schema: $ZodType, at: string, found: string[], seen = new Set<unknown>()) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (CHANGES_DATA.has(def.type) || def.coerce === true)
    found.push(`${at || '(root)'}: ${def.type}`);
  const child = (value: unknown, where: string) => {
    if (value && typeof value === 'object' && '_zod' in value)
      whatChanges(value as $ZodType, where, found, seen);
  };
  for (const [key, value] of Object.entries((def.shape as Record<string, unknown>) ?? {}))
    child(value, `${at}.${key}`);
  for (const [i, option] of ((def.options as unknown[]) ?? []).entries())
    child(option, `${at}|${i}`);
  child(def.innerType, at);
  child(def.element, `${at}[]`);
  child(def.valueType, `${at}{}`);
  child(def.catchall, `${at}.*`);
  child(def.left, at);
  child(def.right, at);
}

async function everyRoute(): Promise<[string, RouteDef][]> {
  const routes: [string, RouteDef][] = [];
  const files = readdirSync(import.meta.dirname).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const module = (await import(path.join(import.meta.dirname, file))) as Record<string, unknown>;
    for (const [name, table] of Object.entries(module)) {
      if (!name.endsWith('Routes') || !table || typeof table !== 'object') continue;
      for (const [key, route] of Object.entries(table as Record<string, RouteDef>))
        routes.push([`${name}.${key} ${route.method} ${route.path}`, route]);
    }
  }
  return routes;
}

describe('response schemas', () => {
  it('change nothing when parsed, so the browser need not parse them', async () => {
    const routes = await everyRoute();
    expect(routes.length).toBeGreaterThan(80);
    const found: string[] = [];
    for (const [name, route] of routes) {
      const schema = route.schema.response[200];
      if (schema) whatChanges(schema, name, found);
    }
    expect(found).toEqual([]);
  });
});
