import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { outbox } from '../../db/schema';
import { escapeHtml } from '../../services/mail';

const linkify = (text: string) =>
  escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

/** Development mailbox: every mail in the outbox, newest first (not registered in production). */
const dev: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', async (_request, reply) => {
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
