import type { MailMessage } from '../../platform/mailer';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

// The only text of a user's choosing in a mail: their name, on one line, capped, and escaped in HTML.
const NAME_IN_MAIL_MAX = 40;
function displayName(name: string): string {
  const oneLine = name.replace(/\s+/g, ' ').trim();
  return oneLine.length > NAME_IN_MAIL_MAX ? `${oneLine.slice(0, NAME_IN_MAIL_MAX - 1)}…` : oneLine;
}

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
    `Hi ${displayName(name)},`,
    ['Please confirm this email address to finish setting up your Frontdesk account. The link is valid for 24 hours.'],
    'Verify email',
    link,
  );
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return linkMail(
    to,
    'Reset your Frontdesk password',
    `Hi ${displayName(name)},`,
    ['We received a request to reset the password of your Frontdesk account. The link is valid for 1 hour and works once.'],
    'Reset password',
    link,
  );
}

/** To the owner of an address someone else tried to put on their own account; nothing changed. */
export function addressInUseMail(to: string, link: string): MailMessage {
  return linkMail(
    to,
    'Someone tried to use your email on Frontdesk',
    'Hello,',
    [
      'Someone asked to use this email address for another Frontdesk account. Your address already belongs to an account, so nothing changed.',
      'If that was you, sign in with this address instead.',
    ],
    'Sign in',
    link,
  );
}

/** To a user an admin created: who added them, and that they will choose their own password. */
export function staffAddedMail(to: string, name: string, addedBy: { name: string; email: string }, link: string): MailMessage {
  return linkMail(
    to,
    'You have been added to Frontdesk',
    `Hi ${displayName(name)},`,
    [
      `${displayName(addedBy.name)} (${addedBy.email}) created a Frontdesk account for you with this email address.`,
      'Sign in with the password they gave you; you will then choose a password of your own.',
    ],
    'Sign in',
    link,
  );
}
