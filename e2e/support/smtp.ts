import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives, for reading verification links. */
export async function startSmtpServer(): Promise<{ port: number; mails: ReceivedMail[]; stop: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Waits for a mail to the address and returns the first link in it that contains the path. */
export async function waitForLink(mails: ReceivedMail[], to: string, pathPart: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of [...mails].reverse()) {
      if (!mail.to.includes(to)) continue;
      // Quoted-printable bodies wrap long lines with "=\r\n"; unwrap before looking for the link.
      const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = body.match(new RegExp(`https?://[^\\s"<]*${pathPart}[A-Za-z0-9_-]+`));
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} with a ${pathPart} link within ${timeoutMs} ms`);
}
