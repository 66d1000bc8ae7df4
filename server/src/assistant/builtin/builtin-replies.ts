/**
 * The built-in responder's wording. Declines and contact replies point at the chat's contact
 * form, which is where the visitor's name, e-mail and phone are captured as a lead.
 */

const CONTACT_FORM = 'contact form';
// As the form asks: a name, and an e-mail address or a phone number.
const DETAILS = 'your name and an e-mail address or phone number';
const CONTACT_OFFER = `If you'd like, leave ${DETAILS} in the ${CONTACT_FORM}`;

/** Whether an assistant turn was a decline offering to take details (so "yes" accepts the offer). */
export function offersContactDetails(text: string): boolean {
  return text.includes(CONTACT_OFFER);
}

/**
 * The guided exchange's first step: the chat shows the free times under this line. A confirmation
 * by e-mail is promised only when one goes out; otherwise the chat shows the booking's own link.
 */
export function bookingOfferReply(companyName: string, confirmsByEmail: boolean): string {
  const offer = `I can book that for you at ${companyName}. Pick one of the free times below, then leave your name and e-mail`;
  return confirmsByEmail ? `${offer}, and I'll confirm it by e-mail.` : `${offer}.`;
}

export type AnswerPart = { title: string; excerpt: string };

const withFullStop = (text: string): string => (/[.!?)]$/.test(text) ? text : `${text}.`);

/** An entry's title as the topic of a sentence: "About Harbour Yoga" is about "Harbour Yoga". */
const topicOf = (title: string): string => title.replace(/^about\s+/i, '');

function greetingPrefix(greeting: string | null): string {
  if (greeting === null) return '';
  const polite = /good|morning|afternoon|evening/i.test(greeting) ? greeting.replace(/\s+/g, ' ') : 'Hi there';
  return `${polite.charAt(0).toUpperCase()}${polite.slice(1).toLowerCase()}! `;
}

export function greetingReply(companyName: string, greeting: string | null, askedHowAreYou: boolean): string {
  const wellBeing = askedHowAreYou ? "I'm doing well, thank you for asking. " : '';
  return `${greetingPrefix(greeting ?? 'Hi')}${wellBeing}Welcome to ${companyName}. How can I help you today? Feel free to ask me anything about us.`;
}

export function answerReply(
  parts: AnswerPart[],
  options: { greeting: string | null; restUnanswered: boolean; restNotShown?: boolean },
): string {
  const [first, ...others] = parts.map((part) => ({ ...part, excerpt: withFullStop(part.excerpt.trim()) }));
  if (first === undefined) throw new Error('answerReply needs at least one part');
  const lines = [`${greetingPrefix(options.greeting)}Here's what I can tell you about ${topicOf(first.title)}: ${first.excerpt}`];
  for (const part of others) lines.push(`As for ${topicOf(part.title)}: ${part.excerpt}`);
  // A message asking more than a reply quotes is told so, without claiming which questions these were.
  const answered = `I've answered ${parts.length} of your questions above`;
  if (options.restNotShown && options.restUnanswered) {
    lines.push(
      `${answered}. Please ask me the others one at a time; for what I can't answer, leave ${DETAILS} in the ${CONTACT_FORM} and the team will follow up.`,
    );
  } else if (options.restNotShown) {
    lines.push(`${answered}; please ask me the others one at a time.`);
  } else if (options.restUnanswered) {
    lines.push(
      `I'm afraid I don't have information about the rest of your question. If you leave ${DETAILS} in the ${CONTACT_FORM}, the team will follow up.`,
    );
  } else {
    lines.push('Is there anything else I can help you with?');
  }
  return lines.join('\n\n');
}

export function declineReply(companyName: string, greeting: string | null): string {
  return `${greetingPrefix(greeting)}I'm sorry, I don't have information about that. ${CONTACT_OFFER} and someone from ${companyName} will get back to you.`;
}

export function notUnderstoodReply(companyName: string): string {
  return `I'm sorry, I didn't quite understand that. Could you rephrase your question? You can also leave ${DETAILS} in the ${CONTACT_FORM} and someone from ${companyName} will get back to you.`;
}

export function thanksReply(): string {
  return "You're welcome! Is there anything else I can help you with?";
}

export function farewellReply(companyName: string): string {
  return `Thank you for visiting ${companyName}. Have a great day!`;
}

/** A visitor asks to book where the company takes no bookings in the chat (its calendar is switched off). */
export function bookingUnavailableReply(companyName: string): string {
  return `Appointments can't be booked here in the chat at the moment. ${CONTACT_OFFER} and someone from ${companyName} will get back to you to arrange a time.`;
}

export function contactReply(companyName: string): string {
  return `I'd be happy to have someone from ${companyName} get in touch with you. Please leave ${DETAILS} in the ${CONTACT_FORM}, and the team will get back to you as soon as possible.`;
}
