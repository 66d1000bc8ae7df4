/**
 * Questions about the world rather than the business: a recipe, a conversion, who wrote a play, the
 * best phone to buy, the weekend's forecast. They share words with entries ("how do I make a
 * chocolate birthday cake" at a swim school with birthday parties) that do not answer them, so they
 * are declined. Each pattern is narrow ("how do I make a booking", "how do you make your sourdough",
 * "whats the weather policy" stay questions for the entries), and most give way when the entry that
 * would answer says the very thing asked: a golf club's entry on who won its championship, a
 * florist's on how long its flowers live, a dog trainer's on training a puppy.
 */

type GeneralQuestion = {
  pattern: RegExp;
  /** What the answering entry would have to say to answer after all; null when no entry can. */
  keyWord: (question: string) => RegExp | null;
};

const BOOKING_WORDS = String.raw`appointments?|bookings?|reservations?|payments?|enquir(?:y|ies)|inquir(?:y|ies)|complaints?|claims?|changes?|returns?|deposits?|orders?|accounts?|requests?|cancellations?|amendments?|transfers?|purchases?|referrals?|profiles?|arrangements?|plans?`;
const MONEY = String.raw`(?:[$£€₦¥₹]\s*\d|\d[\d,.]*\s*(?:k\b|dollars|bucks|pounds|quid|euros?|naira|rand|rupees|grand))`;
const UNITS = String.raw`yards?|met(?:er|re)s?|feet|foot|inch(?:es)?|cups?|grams?|ounces?|oz|pounds?|lbs?|kilos?|kg|kilograms?|celsius|fahrenheit|miles?|km|kilomet(?:er|re)s?|lit(?:re|er)s?|gallons?|tablespoons?|teaspoons?|ml`;
const SOMEONE_AT_HOME = String.raw`(?:baby|toddler|kids?|son|daughter|child|dog|puppy|cat|kitten|landlord|partner|husband|wife)`;
const TRIVIA_VERBS: Readonly<Record<string, string>> = {
  wrote: 'wr(?:ote|itten|iter)|author',
  sang: 'sang|sung|sing',
  won: 'won|win',
  directed: 'direct',
  invented: 'invent',
  painted: 'paint',
  discovered: 'discover',
  composed: 'compos',
};

const word = (stem: string): RegExp => new RegExp(String.raw`\b${stem}`, 'i');
const always = (key: RegExp | null) => (): RegExp | null => key;

const GENERAL_QUESTIONS: readonly GeneralQuestion[] = [
  {
    // "who wrote The Importance of Being Earnest" (not the club's own championship or mural).
    pattern:
      /^\s*who\s+(?:wrote|sang|won|directed|invented|painted|discovered|composed)\b(?!.*\b(?:you|your|yours|our|here|club)\b)/i,
    keyWord: (question) => {
      const verb = /^\s*who\s+(\w+)/i.exec(question)?.[1]?.toLowerCase() ?? '';
      const stems = TRIVIA_VERBS[verb];
      return stems === undefined ? null : word(`(?:${stems})`);
    },
  },
  {
    // How-to at home: units converted, a dish cooked (not the pie bought here), sums, a word
    // pronounced (not "your name"), pests got rid of (not a smell, stains or an old mattress).
    pattern: new RegExp(
      String.raw`^\s*how\s+(?:do|can|should|would)\s+(?:i|you|we|one)\s+(?:convert\s+(?:[\d.,]+\s*)?(?:${UNITS})\b|cook\s+(?!(?:the|your|this|these|those|it|them|my|a\s+frozen|with)\b)(?!.*\b(?:you|your|bought|ordered)\b)|calculate\s+(?:the\s+)?(?:area|volume|percentages?|percent|average|interest|tip|square\s+root|circumference)\b|compute\b|knit\b(?!.*\b(?:class|course|lesson|you|your)\b)|pronounce\s+(?!(?:your|the|this|you|it)\b)|get\s+rid\s+of\s+(?!(?:my|the|your|our|an?)\s+old\b|(?:the\s+)?(?:smell|odou?r|stains?|hair)\b))`,
      'i',
    ),
    keyWord: (question) => {
      const verb = /(convert|cook|calculat|comput|knit|pronounc|get\s+rid)/i.exec(question)?.[1]?.toLowerCase();
      if (verb === undefined) return null;
      return verb.startsWith('get') ? word('(?:rid|remov)') : word(verb);
    },
  },
  {
    // Someone at home to behave: "how do i get my toddler to sit still", "stop my dog barking"
    // (not "get my dog booked in", "stop my son's lessons", "get my wife a voucher").
    pattern: new RegExp(
      String.raw`^\s*how\s+(?:do|can)\s+(?:i|we)\s+(?:get\s+my\s+${SOMEONE_AT_HOME}\s+to\s+(?!(?:come|attend|join|start|enrol|sign|book|try\s+(?:a|your|the)\s+(?:class|lesson|session)|put|swim|settle)\b)|stop\s+my\s+${SOMEONE_AT_HOME}\s+(?:from\s+)?\w+ing\b|train\s+my\b)`,
      'i',
    ),
    keyWord: (question) => {
      if (/\btrain\b/i.test(question)) return word('train');
      const verb = /my\s+\w+\s+to\s+(\w+)|my\s+\w+\s+(?:from\s+)?(\w+?)ing\b/i.exec(question)?.slice(1).find(Boolean);
      return verb === undefined ? null : word(verb.slice(0, 4));
    },
  },
  {
    // A recipe: "how do i make banana bread" (not a booking, "your croissants", "the flowers last").
    pattern: new RegExp(
      String.raw`^\s*how\s+(?:do|can|should)\s+(?:i|you|we)\s+make\s+(?!(?:an?\s+)?(?:${BOOKING_WORDS})\b|my\b|it\b|sure\b|the\b|your\b|this\b|these\b|those\b|that\b|\d|multiple\b|several\b|two\b|three\b)(?!.*\b(?:${BOOKING_WORDS}|last|longer)\b)`,
      'i',
    ),
    keyWord: always(/\b(?:make|made|recipe)/i),
  },
  {
    // The best thing to buy anywhere: "whats the best phone to buy", "the best phone under ₦200,000".
    pattern: new RegExp(
      String.raw`\b(?:what'?s|what\s+is|whats|which\s+is)\s+(?:the\s+)?best\s+(?:[\w-]+\s+){1,3}(?:to\s+buy|(?:for\s+)?under\s+${MONEY})`,
      'i',
    ),
    keyWord: always(/\b(?:best|recommend|pick)/i),
  },
  { pattern: /^\s*tell\s+me\s+a\s+joke\b/i, keyWord: always(null) },
  {
    pattern:
      /\bhelp\s+me\s+(?:with\s+my|write\s+(?:a|my))\s+(?:\w+\s+){0,3}(?:essay|homework|assignment|cover\s+letter|cv|resume|speech|poem)\b/i,
    keyWord: (question) => {
      const task = /(essay|homework|assignment|cover\s+letter|cv|resume|speech|poem)/i.exec(question)?.[1];
      return task === undefined ? null : word(task);
    },
  },
  { pattern: /^\s*what\s+is\s+the\s+(?:population|capital)\s+of\b/i, keyWord: always(/\b(?:population|capital)\b/i) },
  {
    // The forecast (not the weather policy, a rain plan, or June's weather, which a climate entry gives).
    // No entry answers it, however it mentions the weather.
    pattern:
      /^\s*(?:what'?s|what\s+is|whats|what\s+will|how'?s|how\s+is)\s+(?:the\s+)?(?:weather|forecast)\b(?!(?:\s+\w+){0,2}\s+(?:policy|policies|plan|plans|contingency|backup|guarantee|refunds?|cancellations?|options?|rules?|terms)\b)(?!.*\b(?:january|february|march|april|may|june|july|august|september|october|november|december|summer|winter|spring|autumn|fall|season)\b)/i,
    keyWord: always(null),
  },
  {
    // Lifespans: "how long do cats usually live" (a florist saying its roses live 7 days answers).
    pattern: /\bhow\s+long\s+do\s+\w+(?:\s+\w+)?\s+(?:usually\s+|normally\s+|typically\s+)?live\b/i,
    keyWord: always(/\blives?\s+(?:for\s+)?(?:about\s+|around\s+|up\s+to\s+|between\s+)?\d|\blife\s*span/i),
  },
];

/**
 * Whether the question asks about the world rather than the business, given the text of the entry
 * that would answer it: that entry answers after all when it says the thing asked.
 */
export function asksAboutTheWorld(question: string, answeringText: string | undefined): boolean {
  return GENERAL_QUESTIONS.some(({ pattern, keyWord }) => {
    if (!pattern.test(question)) return false;
    const key = keyWord(question);
    return key === null || answeringText === undefined || !key.test(answeringText);
  });
}
