// A real SMTP server on loopback for the mail tests: it keeps every mail it takes, and refuses
// the recipients `refuses` names (set it at any time to see a failing mail service).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent: headers and body. */
  data: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT, for the shop's SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Recipients the server refuses ("Mailbox unavailable"); none by default. */
  refuses: (address: string) => boolean;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtpServer> {
  const server: TestSmtpServer = {
    url: '',
    received: [],
    refuses: () => false,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(server.refuses(address.address) ? new Error('Mailbox unavailable') : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        server.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  server.url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  return server;
}
