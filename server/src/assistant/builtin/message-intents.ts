import { analyzeUnits } from './term-analyzer';

/** What a visitor's message does besides asking a question. */
export type MessageIntent = {
  /** The visitor's own greeting ("Good morning"), echoed back; null when they did not greet. */
  greeting: string | null;
  askedHowAreYou: boolean;
  closing: 'thanks' | 'farewell' | null;
  /** Wants a person to contact them, or is leaving their details. */
  wantsContact: boolean;
  /** Only acknowledges ("ok", "great") without asking anything. */
  acknowledgement: boolean;
  /** The message without greeting and closing phrases: what is left to answer. */
  question: string;
};

const GREETING_WORDS =
  /(?:hi+|hello+|hey+|heya|hiya|howdy|greetings|yo|hola|good\s+(?:morning|afternoon|evening|day)|(?:morning|afternoon|evening)(?=\s*[,!.]|\s*$))(?:\s+(?:there|all|everyone|guys|folks|team|again))?/;
const HOW_ARE_YOU = /how\s+(?:are|r)\s+(?:you|u|ya)(?:\s+doing)?(?:\s+today)?|how'?s\s+it\s+going/;
const GREETING_OPENER = new RegExp(
  `^\\s*(?:👋\\s*)?(?:(${GREETING_WORDS.source})(?![a-z])[\\s,!.:;-]*)?(?:(${HOW_ARE_YOU.source})[\\s?!.,]*)?`,
  'iu',
);
const WAVE_ONLY = /^\s*[👋🙂😊][\s👋🙂😊]*$/u;

const THANKS = /\b(?:thanks|thank\s+(?:you|u)|thx|thnx|ty|cheers|much\s+appreciated|appreciate\s+it|appreciated)\b/i;
const FAREWELL =
  /\b(?:bye|goodbye|good\s+bye|see\s+(?:you|ya)|cya|take\s+care|have\s+a\s+(?:good|nice|great|lovely)\s+(?:day|one|evening|night|weekend)|that'?s\s+(?:all|it)|that\s+is\s+all|nothing\s+else|good\s+night)\b/i;
// Every farewell and thanks of a message is taken out of it, not only the first.
const EVERY_FAREWELL = new RegExp(FAREWELL.source, 'gi');
const EVERY_THANKS = new RegExp(THANKS.source, 'gi');
const ACKNOWLEDGEMENT_WORDS = new Set(
  `ok okay k kk great perfect awesome cool wonderful amazing brilliant excellent fantastic nice
  lovely good fine alright noted helpful useful understood gotcha clear sounds makes sense got
  appreciate answer answers reply response all again everything for`.split(/\s+/),
);

const CONTACT_REQUESTS: readonly RegExp[] = [
  /\b(?:talk|speak|chat)\s+(?:to|with)\s+(?:a\s+|an\s+|the\s+|some\s+|your\s+)?(?:real\s+|live\s+|actual\s+)?(?:human|person|someone|somebody|anyone|anybody|staff|agent|representative|rep|manager|owner|receptionist|team|member\s+of\s+staff|people|operator)\b/i,
  /\b(?:call|ring|phone|text|e-?mail|contact|reach)\s+me\b/i,
  /\b(?:call|ring)\s+(?:me\s+)?back\b|\bcall-?back\b/i,
  /\bget\s+(?:back\s+)?in\s+touch\b|\bget\s+back\s+to\s+me\b|\bbe\s+contacted\b|\breach\s+out\s+to\s+me\b/i,
  /\bleave\s+(?:you\s+)?(?:my|a|an|our|your)?\s*(?:details|contact|number|phone|name|e-?mail|message|info)\b/i,
  /\b(?:someone|somebody|anyone)\s+(?:to\s+)?(?:call|contact|e-?mail|ring|phone)\b/i,
  /^\s*(?:(?:a|an)\s+)?(?:human|real\s+person|live\s+agent|agent|operator|representative)(?:\s+please)?[\s!.?]*$/i,
];
// A visitor who types an e-mail address or phone number is leaving their details.
const CONTACT_DETAILS = /[\w.+-]+@[\w-]+\.[\w.]+|(?:\+?\d[\s().-]?){9,}/;

const AFFIRMATIVE =
  /^\s*(?:yes|yeah|yep|yup|sure|ok|okay|please|y|go\s+ahead|sounds\s+good|definitely|absolutely|why\s+not|that\s+would\s+be\s+(?:great|good|nice))\b[\s\w,!.]*$/i;
const NEGATIVE_OR_QUESTION = /\b(?:no|not|don'?t)\b|\?/i;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

function isAcknowledgementOnly(text: string): boolean {
  const words = wordsOf(text);
  return (
    words.some((word) => ACKNOWLEDGEMENT_WORDS.has(word)) &&
    words.every((word) => ACKNOWLEDGEMENT_WORDS.has(word) || analyzeUnits(word).length === 0)
  );
}

const LETTER_OR_DIGIT_AT_END = /[\p{L}\p{N}]$/u;
const LETTER_OR_DIGIT_AT_START = /^[\p{L}\p{N}]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The message without the company's name where it stands as words of its own. Searched for, not
 * matched with a regular expression made from the name: compiling one with Unicode classes took
 * about a millisecond for each company whose first visitor asked (bench/README.md).
 */
function stripCompanyName(text: string, companyName: string): string {
  const given = companyName.trim();
  const name = given.toLowerCase();
  const lower = text.toLowerCase();
  if (name.length === 0) return text;
  // Lower-casing keeps positions in all but a few letters (İ); with one of those, the expression it is.
  if (lower.length !== text.length || name.length !== given.length)
    return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(given)}(?![\\p{L}\\p{N}])`, 'giu'), ' ');
  let kept = '';
  let from = 0;
  for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
    const end = at + name.length;
    // Two code units either side: a letter outside the basic plane is a surrogate pair.
    const alone =
      !LETTER_OR_DIGIT_AT_END.test(text.slice(Math.max(0, at - 2), at)) &&
      !LETTER_OR_DIGIT_AT_START.test(text.slice(end, end + 2));
    if (!alone || at < from) continue;
    kept += `${text.slice(from, at)} `;
    from = end;
  }
  return kept + text.slice(from);
}

/**
 * Reads greeting, thanks, farewell and requests for a person from a message. `offeredContact`
 * says whether the assistant's last turn offered to take details, so that "yes please" accepts it.
 */
export function readIntent(message: string, companyName: string, offeredContact: boolean): MessageIntent {
  const opener = GREETING_OPENER.exec(message);
  const askedHowAreYou = opener?.[2] !== undefined;
  const greeting = opener?.[1] ?? (askedHowAreYou || WAVE_ONLY.test(message) ? 'Hi' : null);
  let rest = opener ? message.slice(opener[0].length) : message;
  if (WAVE_ONLY.test(rest)) rest = '';

  const farewell = FAREWELL.test(rest);
  const thanked = THANKS.test(rest);
  rest = rest.replace(EVERY_FAREWELL, ' ').replace(EVERY_THANKS, ' ');
  rest = stripCompanyName(rest, companyName);
  const acknowledgement = isAcknowledgementOnly(rest);
  if (acknowledgement) rest = '';

  const accepted = offeredContact && AFFIRMATIVE.test(message) && !NEGATIVE_OR_QUESTION.test(message);
  const wantsContact = accepted || CONTACT_DETAILS.test(message) || CONTACT_REQUESTS.some((pattern) => pattern.test(message));

  return {
    greeting,
    askedHowAreYou,
    closing: farewell ? 'farewell' : thanked ? 'thanks' : null,
    wantsContact,
    acknowledgement,
    question: rest.trim(),
  };
}
