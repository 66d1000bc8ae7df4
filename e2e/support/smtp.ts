import type { ReceivedMail } from '../../server/test/support/smtp';

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
