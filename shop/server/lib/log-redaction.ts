import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets (codes open children's pictures). */
const secretParams = new Set(['code', 'resetcode', 'password', 'token', 'email']);
/** A query key as compared with secretParams: `Code`, `code[]` or `code%00` name the same. */
const paramName = (key: string) => key.toLowerCase().replace(/[^a-z]/g, '');
/**
 * Routes with a secret path parameter. The route, not the URL, says so: the router decodes the
 * path first, so `/api/webshop/reset%2Dpassword/<code>` reaches the reset route too.
 */
const secretRoutes = new Set([
  '/api/webshop/reset-password/:code',
  '/api/webshop/operator/simulate/:token',
]);
/** Paths that carry a secret as their last segment. */
const secretPaths = [
  /^(\/api\/webshop\/reset-password\/)[^/?]+/,
  /^(\/api\/webshop\/operator\/simulate\/)[^/?]+/,
];

/** The URL as it may stand in a log: secret query values and path segments replaced. */
export function redactUrl(url: string, route?: string): string {
  const [path = '', query] = url.split('?', 2);
  let safePath = path;
  if (route !== undefined && secretRoutes.has(route)) {
    safePath = route.replace(/:[A-Za-z]+/g, '[redacted]');
  }
  for (const pattern of secretPaths) {
    if (pattern.test(safePath)) safePath = safePath.replace(pattern, '$1[redacted]');
  }
  if (!query) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (secretParams.has(paramName(key))) params.set(key, '[redacted]');
  }
  return `${safePath}?${params.toString()}`;
}

/** Fastify's request log line without secrets (bodies are never logged). */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, request.routeOptions.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** An error as it may stand in a log: the fields errorLogFields keeps. */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  cause?: LoggedError;
};

const logged = new WeakSet<object>();
const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g;

/**
 * A text from an error without the input that may be in it: a failed query's parameters (Drizzle
 * writes them after "params:"), a value PostgreSQL quotes after a colon (`invalid input syntax
 * for type uuid: "<what was sent>"`), e-mail addresses, and the request's own strings (`inputs`).
 */
function redactText(text: string, inputs: readonly string[]): string {
  let safe = text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  safe = safe.replace(/: "(?:[^"\\]|\\.)*"/g, ': "[redacted]"').replace(EMAIL, '[email]');
  for (const input of inputs) safe = safe.split(input).join('[redacted]');
  return safe;
}

/** The stack's frames alone (the message above them is redacted on its own). */
function framesOf(error: Error, header: string): string {
  const stack = typeof error.stack === 'string' ? error.stack : '';
  const frames = stack.startsWith(header)
    ? stack.slice(header.length)
    : stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .map((line) => `\n${line}`)
        .join('');
  return frames.replace(EMAIL, '[email]');
}

/**
 * The `err` of a log line (the logger's serializer, and plugins/errors for a request's failure
 * with `inputs`, that request's own strings). No access code, password, reset code or e-mail
 * may reach the log, and an error's message and fields can hold them: so only the type, the
 * redacted message and stack, a code and a status are kept, and the cause the same way. Not
 * kept: a failed query's `params`, PostgreSQL's `detail` ("Key (email)=(…) already exists"),
 * `where`, and any other field an error carries.
 */
export function errorLogFields(
  error: unknown,
  inputs: readonly string[] = [],
  depth = 0,
): LoggedError {
  if (typeof error === 'object' && error !== null && logged.has(error)) return error as LoggedError;
  let fields: LoggedError;
  if (error instanceof Error) {
    const type = error.constructor.name || error.name || 'Error';
    const header = error.message ? `${error.name}: ${error.message}` : error.name;
    fields = {
      type,
      message: redactText(error.message, inputs),
      stack: `${redactText(header, inputs)}${framesOf(error, header)}`,
    };
    const { code, statusCode, cause } = error as Error & Record<string, unknown>;
    if (typeof code === 'string' || typeof code === 'number') fields.code = code;
    if (typeof statusCode === 'number') fields.statusCode = statusCode;
    if (cause !== undefined && depth < 4) {
      fields.cause = errorLogFields(cause, inputs, depth + 1);
    }
  } else {
    fields = { type: typeof error, message: redactText(String(error), inputs), stack: '' };
  }
  logged.add(fields);
  return fields;
}

/**
 * The strings a request brought (path parameters, query, body), longest first so that one
 * holding another is replaced whole; strings under 4 characters would blank out ordinary words.
 */
export function requestInputs(request: FastifyRequest): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (typeof value === 'string') {
      for (const part of value.split('\0')) {
        if (part.length >= 4) found.add(part);
        const trimmed = part.trim();
        if (trimmed.length >= 4) {
          // Services compare codes and e-mails trimmed and in one case.
          found.add(trimmed).add(trimmed.toUpperCase()).add(trimmed.toLowerCase());
        }
      }
    } else if (
      typeof value === 'object' &&
      value !== null &&
      depth < 8 &&
      !ArrayBuffer.isView(value)
    ) {
      for (const item of Object.values(value)) walk(item, depth + 1);
    }
  };
  walk(request.params, 0);
  walk(request.query, 0);
  walk(request.body, 0);
  return [...found].sort((a, b) => b.length - a.length);
}

/**
 * pino's logMethod hook: a line logged as `log.error(error)` or `log.error(error, message)` is
 * written as `log.error({ err: error }, message)`, so that the error goes through errorLogFields
 * and its unredacted message does not become the line's `msg`.
 */
export function errorAsField(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  const [first, ...rest] = args;
  if (!(first instanceof Error)) {
    method.apply(this, args);
    return;
  }
  const err = errorLogFields(first);
  method.apply(this, [{ err }, ...(rest.length > 0 ? rest : [err.message])]);
}
