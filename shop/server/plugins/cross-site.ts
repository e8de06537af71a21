import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '../../contract/errors';
import fp from 'fastify-plugin';
import { escapeHtml } from '../services/mail/mail';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The call changes something (sends mail, adds a set, writes the checkout) although its
     * method is GET, as some legacy calls of the specifications do: it is refused from another
     * site like a POST is.
     */
    changesState?: boolean;
  }
}

export const CROSS_SITE_REFUSED = Messages.crossSiteRefused;

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the call may change something: every write method, and the GETs marked so. */
export function changesState(request: FastifyRequest): boolean {
  return unsafe.has(request.method) || request.routeOptions.config.changesState === true;
}

/** Whether the URL (an Origin or a Referer) is not this shop's own address. */
function fromElsewhere(url: string, request: FastifyRequest): boolean {
  if (url === 'null') return true;
  try {
    return new URL(url).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * Whether a request that changes something comes from another site. Browsers say so in
 * Sec-Fetch-Site ('same-origin' for the shop's own fetches, 'none' for an address typed or
 * bookmarked); browsers without it are judged by Origin, then by Referer. A request with none
 * of them (a script, a server) is not a browser carrying the parent's cookie.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  if (!changesState(request)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  if (fetchSite === 'same-origin' || fetchSite === 'none') return false;
  const origin = request.headers.origin;
  if (origin) return fromElsewhere(origin, request);
  const referer = request.headers.referer;
  if (referer) return fromElsewhere(referer, request);
  return false;
}

/** Whether the browser is opening the address as a page (a link followed), not fetching it. */
function isNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (mode) return mode === 'navigate';
  return /text\/html/.test(request.headers.accept ?? '');
}

/** The refusal page in the shop's three languages (English is the contract's own text). */
const refusalTexts = {
  en: {
    title: Messages.crossSiteNothingDone,
    text: Messages.crossSiteLink,
    open: Messages.crossSiteOpenShop,
  },
  nb: {
    title: 'Ingenting ble gjort',
    text: 'Denne lenken kom fra et annet nettsted, så butikken gjorde ingenting. Åpne butikken og gjør det der.',
    open: 'Åpne butikken',
  },
  sv: {
    title: 'Ingenting gjordes',
    text: 'Den här länken kom från en annan webbplats, så butiken gjorde ingenting. Öppna butiken och gör det där.',
    open: 'Öppna butiken',
  },
} as const;
export type RefusalLanguage = keyof typeof refusalTexts;

/**
 * The first of the browser's languages the shop speaks (Norwegian in any of its tags is bokmål),
 * English when none is: the page comes before any session, so the browser's word is all there is.
 */
export function refusalLanguage(acceptLanguage: string | undefined): RefusalLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { primary: tag.split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranked) {
    if (primary === 'nb' || primary === 'no' || primary === 'nn') return 'nb';
    if (primary === 'sv') return 'sv';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** What a parent who followed such a link from another site sees: nothing was done, and why. */
function refusalPage(request: FastifyRequest, reply: FastifyReply) {
  const lang = refusalLanguage(request.headers['accept-language']);
  const { title, text, open } = refusalTexts[lang];
  return reply
    .code(403)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('vary', 'Accept-Language')
    .send(
      `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Keepsake</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:36rem;padding:2rem 1rem;color:#2b2420;background:#faf6f1}
h1{font-size:1.5rem}a{color:#1f5f5b;font-weight:600}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">${escapeHtml(open)}</a></p></body></html>`,
    );
}

/**
 * Refuses calls that change something when they come from another site (CSRF) before any route
 * runs. SameSite=Lax keeps the cookie off another site's images, frames and fetches, but not off
 * a link the parent follows: a GET that writes would run with the parent's session, so those
 * are refused here too, with a page saying so when the browser opened them as a page.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!isCrossSite(request)) return;
      if (request.method === 'GET' && isNavigation(request)) return refusalPage(request, reply);
      throw new HttpError(403, CROSS_SITE_REFUSED);
    });
  },
  { name: 'cross-site', fastify: '5.x' },
);
