import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { Messages } from '../../contract/errors';
import fp from 'fastify-plugin';

/**
 * The CSP hash source of each inline <script> in a page (the web client's index.html starts the
 * frame's API calls inline, before the app's code has loaded). A script whose text differs from
 * what was hashed does not run, so the hashes are taken from the very file that is served.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * What the shop's pages may load, and why each source is there:
 * - scripts: the built client from this origin, plus index.html's inline early-answers script by
 *   its hash; no inline script, no eval, so injected markup cannot run code;
 * - styles: this origin's CSS files, and inline styles too: the staff replay of a debug recording
 *   (rrweb) rebuilds the recorded page's <style> elements and style="" attributes in a same-origin
 *   frame that inherits this policy, and the dev mailbox has a <style>. CSS cannot run code, and
 *   the HTML a visitor can influence is escaped by React or stripped of styles by the CMS sanitiser;
 * - images: this origin (pictures, previews, /system/*.php), data: (the thumbnails the editor
 *   encodes, the favicon, placeholders), blob: (pictures drawn or picked in the browser), and any
 *   https: host because CMS pages may show images from wherever the content editor put them;
 * - fonts: the self-hosted @fontsource files, and data: for the few small ones the build inlines
 *   into the editor's stylesheet;
 * - fetches, frames, workers, forms: this origin only; plugins, <base>: none;
 * - frame-ancestors 'none': no other site may frame the shop (clickjacking).
 */
export function contentSecurityPolicy(scriptHashes: string[], https: boolean) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over https a stray http:// address (a CMS image) is fetched as https rather than blocked.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Features no page of the shop uses are switched off for it and anything it embeds. Uploads use
 * a plain file input (a phone may offer its camera there without the camera permission).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Sets the security headers on a raw Node response (before anything is written). */
export type HeaderSetter = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The shop's security headers, by helmet, plus Permissions-Policy (not one of helmet's).
 * Referrer-Policy same-origin: a password-reset link carries its code in the address, and no other
 * site (a CMS image host, a menu link) learns even that a visitor came from the shop.
 * HSTS only when the shop's public address is https: on plain http it would be ignored at best.
 */
export function securityHeaders(options: { https: boolean; scriptHashes: string[] }): HeaderSetter {
  const withHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(options.scriptHashes, options.https),
    },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
  });
  return (request, response) => {
    withHelmet(request, response, (error?: unknown) => {
      if (error) throw error;
    });
    response.setHeader('permissions-policy', PERMISSIONS_POLICY);
  };
}

/**
 * Fastify's answer to an address it cannot route (bad percent-encoding, an over-long parameter)
 * runs no hook: this gives it the headers and the shop's one error shape.
 */
export function frameworkErrorAnswer(setHeaders: HeaderSetter) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setHeaders(request.raw, reply.raw);
    return reply.code(error.statusCode ?? 400).send({ error: Messages.badRequest });
  };
}

/**
 * Security headers on every answer: API JSON, the web client's files and its SPA fallback,
 * legacy .php calls, redirects and errors alike (set as the request arrives, before any hook or
 * route can refuse it).
 */
export default fp<{ setHeaders: HeaderSetter }>(
  async (app, { setHeaders }) => {
    app.addHook('onRequest', async (request, reply) => {
      setHeaders(request.raw, reply.raw);
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
