/** Test-only: a deep copy of `json` with the field at a path like `parts[1].frame.width` set. */
export const REMOVE = Symbol('remove');

export function setPath<T>(json: T, path: string, value: unknown): T {
  const copy = structuredClone(json) as unknown;
  const keys = path.match(/[^.[\]]+/g) ?? [];
  let node = copy as Record<string, unknown>;
  keys.slice(0, -1).forEach((key) => {
    node = node[key] as Record<string, unknown>;
  });
  const last = keys[keys.length - 1] as string;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy as T;
}

/** Applies several `setPath` edits in turn. */
export function setPaths<T>(json: T, edits: Record<string, unknown>): T {
  return Object.entries(edits).reduce((j, [path, value]) => setPath(j, path, value), json);
}
