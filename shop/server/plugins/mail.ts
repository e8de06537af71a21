import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../services/mail/mail';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The shop's mailer: the outbox table, and SMTP when SMTP_URL is set. */
export default fp(
  async (app) => {
    const mailer = createMailer(app.db, { smtpUrl: app.config.smtpUrl, from: app.config.mailFrom });
    app.decorate('mailer', mailer);
    // Mail queued before a crash or a failed send goes out once the server is up again.
    app.addHook('onReady', async () => {
      void mailer.deliverQueued();
    });
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', fastify: '5.x', dependencies: ['db'] },
);
