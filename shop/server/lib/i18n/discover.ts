import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The repository's shop folder: the server and the contract hold every message object. */
const shopRoot = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'web') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !/\.(test|pg)\.ts$/.test(name) ? [full] : [];
  });
}

/** A message function's text with `%s` where its arguments go (a list argument gives one `%s`). */
function templateOf(make: (...args: unknown[]) => unknown): string {
  const args = Array.from({ length: make.length }, () => '%s');
  try {
    return String(make(...args));
  } catch {
    return String(make(...args.map(() => ['%s'])));
  }
}

/**
 * Every English message the server can send: the values of each `export const …Messages = {`
 * object (and `…Labels`, the words of summary lines) under shop/server and shop/contract (a function is called with `%s` arguments), with
 * the file that holds it. A new message object is found without being listed anywhere.
 */
export async function discoverMessages(): Promise<Array<{ file: string; text: string }>> {
  const found: Array<{ file: string; text: string }> = [];
  const files = sourceFiles(shopRoot).filter((file) => !file.includes(`${path.sep}web${path.sep}`));
  for (const file of files) {
    const names = [
      ...readFileSync(file, 'utf8').matchAll(/export const (\w*(?:Messages|Labels)) = \{/g),
    ].map((match) => match[1] ?? '');
    if (names.length === 0) continue;
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const name of names) {
      const messages = module[name] as Record<string, unknown>;
      for (const value of Object.values(messages)) {
        const text =
          typeof value === 'function' ? templateOf(value as (...a: unknown[]) => unknown) : value;
        if (typeof text === 'string') found.push({ file: path.relative(shopRoot, file), text });
      }
    }
  }
  return found;
}
