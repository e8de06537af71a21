import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { outbox } from '../../db/schema';
import { escapeHtml } from '../../services/mail/mail';

const linkify = (text: string) =>
  escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'forwarded',
  'x-real-ip',
] as const;

/** The Host header names this machine (localhost, a loopback address) or the shop's address. */
function namesThisShop(request: FastifyRequest): boolean {
  let hostname: string;
  try {
    hostname = new URL(`http://${request.headers.host ?? ''}`).hostname;
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) ||
    hostname === new URL(request.server.config.publicUrl).hostname
  );
}

/**
 * A request made on the shop's own machine: the connection comes from a loopback address and
 * names no other client. A reverse proxy on the same host connects from loopback too, so a
 * request carrying a forwarding header is never taken as local, whatever TRUST_PROXY says; and
 * a page of another site whose name was re-pointed at 127.0.0.1 (DNS rebinding) sends its own
 * name as Host, so the Host must name this machine or the shop.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  return (
    LOOPBACK.test(address) &&
    FORWARDING_HEADERS.every((name) => !(name in request.headers)) &&
    namesThisShop(request)
  );
}

/** Staff signed in as themselves (a staff member simulating a customer is that customer). */
const isStaff = (request: FastifyRequest) => request.session.user?.role === 'staff';

/**
 * Development mailbox: every mail in the outbox, newest first. The mails hold parents' reset
 * links and codes, so only staff or someone on the shop's machine may read it; anyone else gets
 * the 404 of a page that does not exist. Not registered in production at all.
 */
const dev: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', async (request, reply) => {
    if (!fromThisMachine(request) && !isStaff(request)) return reply.callNotFound();
    const mails = await app.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(200);
    const items = mails
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <b>${escapeHtml(m.to)}</b> · ${m.createdAt.toISOString()}${
    m.sentAt ? ' · sent by SMTP' : ''
  }${m.error ? ` · <span class="error">${escapeHtml(m.error)}</span>` : ''}</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Keepsake mailbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:46rem;padding:1rem}
article{border:1px solid #ddd;border-radius:8px;padding:0 1rem;margin:1rem 0}
h2{font-size:1.1rem}.meta{color:#555;font-size:.9rem}.error{color:#b00020}
pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Mailbox (${mails.length})</h1>
${items || '<p>No mail yet.</p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};

export default dev;
