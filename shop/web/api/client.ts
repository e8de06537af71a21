import i18next from 'i18next';
import { pathFor } from '../../contract/http';
import type { BodyOf, PathParams, QueryOf, ResponseOf, RouteDef } from '../../contract/http';
import { ERROR_CODES } from '../../contract/error-codes';
import type { ErrorCode } from '../../contract/errors';
import type { Address, RouteAt } from '../../contract/route-at';

// A plain set, not the zod enum: this module is in every first load, zod is not.
const knownCodes: ReadonlySet<string> = new Set(ERROR_CODES);

/** The machine code of a server's error body (`{ error, code }`), or null when it names none. */
export function errorCode(body: unknown): ErrorCode | null {
  if (!body || typeof body !== 'object') return null;
  const code = (body as Record<string, unknown>).code;
  return typeof code === 'string' && knownCodes.has(code) ? (code as ErrorCode) : null;
}

/**
 * A failed call: the HTTP status, the server's `{error}` text, its machine `code` (what a
 * client switches on, never the text) and the raw body (field lists).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly code: ErrorCode | null;
  constructor(status: number, message: string, body: unknown, code = errorCode(body)) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = code;
  }
}

type ParamsArg<R extends RouteDef> = [PathParams<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<R['path']>, string> };

export type CallOptions<R extends RouteDef> = ParamsArg<R> & {
  query?: QueryOf<R>;
  body?: BodyOf<R>;
  signal?: AbortSignal;
};

/** The server's error text: `{error}` of Keepsake's calls, `errorMessage` of some legacy ones. */
export function errorText(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const field of ['error', 'errorMessage', 'message']) {
      const value = record[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return fallback;
}

function searchOf(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls one contract route by its address (contract/addresses/): fills the path, encodes query and
 * JSON body, sends the session cookie, and returns a 200 answer as the server wrote it, typed by
 * the route's schema. The browser does not parse it again: the server writes every answer with
 * a serializer compiled from that schema (only the contract's fields, defaults filled) and,
 * outside production, checks it against zod, so a parse here would only cost main-thread time.
 * An answer that is not JSON is still refused.
 */
export async function call<A extends Address>(
  route: A,
  // An address no contract table holds has no types: refuse it rather than type it `never`.
  options: [RouteAt<A>] extends [never]
    ? { addressOutsideTheContract: never }
    : CallOptions<RouteAt<A>>,
): Promise<ResponseOf<RouteAt<A>>> {
  const { params, query, body: sent, signal } = options as CallOptions<RouteDef>;
  const url = pathFor(route.path, (params ?? {}) as Record<string, string>) + searchOf(query);
  const hasBody = sent !== undefined;
  // The server writes its messages in the language the page shows.
  const language = { 'accept-language': i18next.language || 'en' };
  const response = await fetch(url, {
    method: route.method,
    credentials: 'same-origin',
    headers: hasBody
      ? { 'content-type': 'application/json', accept: 'application/json', ...language }
      : { accept: 'application/json', ...language },
    body: hasBody ? JSON.stringify(sent) : undefined,
    signal,
  });
  const body = await readBody(response);
  if (!response.ok) {
    throw new ApiError(response.status, errorText(body, response.statusText), body);
  }
  // Every 200 answer of the contract is an object or a list; text here is not the shop's answer
  // (a proxy's page, say): a failure like a lost connection, not a refusal to show.
  if (typeof body !== 'object' || body === null) throw new Error(i18next.t('common.loadFailed'));
  return body as ResponseOf<RouteAt<A>>;
}
