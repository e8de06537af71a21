import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets (codes open children's pictures). */
const secretParams = ['code', 'resetcode', 'password', 'token', 'email'];
/** Paths that carry a secret as their last segment. */
const secretPaths = [
  /^(\/api\/webshop\/reset-password\/)[^/?]+/,
  /^(\/api\/webshop\/operator\/simulate\/)[^/?]+/,
];

/** The URL as it may stand in a log: secret query values and path segments replaced. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  let safePath = path;
  for (const pattern of secretPaths) {
    if (pattern.test(safePath)) safePath = safePath.replace(pattern, '$1[redacted]');
  }
  if (!query) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (secretParams.includes(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${safePath}?${params.toString()}`;
}

/** Fastify's request log line without secrets (bodies are never logged). */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
