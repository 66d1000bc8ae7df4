import type { MailMessage } from '../../platform/mailer';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function linkMail(to: string, subject: string, greeting: string, lines: string[], action: string, link: string): MailMessage {
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `${action}: ${link}`,
    '',
    'If you did not ask for this, you can ignore this e-mail.',
    '',
    '— Frontdesk',
  ].join('\n');
  const html = `<p>${escape(greeting)}</p>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}
<p><a href="${escape(link)}" style="display:inline-block;padding:10px 16px;background:#4F46E5;color:#fff;border-radius:6px;text-decoration:none">${escape(action)}</a></p>
<p style="color:#6b7280;font-size:12px">Or open this link: ${escape(link)}<br>If you did not ask for this, you can ignore this e-mail.</p>`;
  return { to, subject, text, html };
}

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return linkMail(
    to,
    'Verify your email for Frontdesk',
    `Hi ${name},`,
    ['Please confirm this email address to finish setting up your Frontdesk account. The link is valid for 24 hours.'],
    'Verify email',
    link,
  );
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return linkMail(
    to,
    'Reset your Frontdesk password',
    `Hi ${name},`,
    ['We received a request to reset the password of your Frontdesk account. The link is valid for 1 hour and works once.'],
    'Reset password',
    link,
  );
}
