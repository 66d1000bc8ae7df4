import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpTestServer = {
  port: number;
  received: ReceivedMail[];
  /** The first received mail that matches, once it arrives (up to 10 seconds). */
  waitFor: (matches: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on a loopback port: plain text, no STARTTLS, and no authentication unless
 * credentials are given. It keeps every message it accepts.
 */
export async function startSmtpServer(
  options: { port?: number; host?: string; credentials?: { user: string; pass: string } } = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const { credentials } = options;
  const server = new SMTPServer({
    // With credentials it asks for them (over plain text, as a test on loopback may); without, anyone may send.
    authOptional: !credentials,
    allowInsecureAuth: Boolean(credentials),
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          from,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  let closed = false;
  return {
    port,
    received,
    waitFor: async (matches, timeoutMs = 10_000) => {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const mail = received.find(matches);
        if (mail) return mail;
        if (performance.now() > deadline) throw new Error(`no matching mail arrived within ${timeoutMs / 1000} seconds`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      closed
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            closed = true;
            server.close(() => resolve());
          }),
  };
}

/** A header of a raw message, unfolded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The message body with quoted-printable soft breaks and escapes undone, good enough to search. */
export function decodedBody(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
