import { SAID_OF_AN_AGE } from './age-limits';
import { stemWord } from './english-stemmer';
import {
  COPING_VERBS,
  FILLER_WORDS,
  PROVIDER_WORDS,
  SERVICE_VERBS,
  STOP_WORDS,
  WEAK_AS_WRITTEN,
  WEAK_WORDS,
} from './english-stop-words';
import {
  CHAT_SHORTHAND,
  CONCEPT_GROUPS,
  HINT_GROUPS,
  membersOf,
  SPELLING_VARIANTS,
  WEAK_CONCEPTS,
} from './front-desk-vocabulary';

/**
 * How much a unit of the question matters when judging whether an entry answers it: content
 * must be covered, weak words and numbers only a little, hints and filler not at all (both
 * still help ranking). A provider ("plumber", "dentist") is weak where the business names its own
 * staff that way, and content elsewhere: a garage asked for "a dentist appointment" must decline.
 */
export type UnitRole = 'content' | 'weak' | 'provider' | 'hint' | 'number' | 'filler';

/** A word or a known phrase of a text, with every form under which an entry may contain it. */
export type TermUnit = {
  surface: string;
  /** Stem of a single word; null for phrases and tags, which are matched by their tags only. */
  stem: string | null;
  /** The word as written (lower case), kept so a typo can still be matched against entry words. */
  raw: string | null;
  /** Concept tags a question's unit matches. Shared with the vocabulary table: never mutate. */
  tags: readonly string[];
  /** Concept tags an entry's unit is indexed under (see `conceptTags`). */
  indexTags: readonly string[];
  /** Stems of a phrase's own words: an entry saying "payment plans" still says "payment". */
  parts: readonly string[];
  role: UnitRole;
};

const TAG_PREFIX = '#';
const GENERAL_MARK = '*';
const MAX_PHRASE_WORDS = 4;
// Accents are folded only where there are any: most messages are plain ASCII.
const NON_ASCII = /[\u0080-\uffff]/;
// "$60 an hour" once its price is tagged; "an hour" alone is as often a duration ("lasts an hour").
const PRICE_AN_HOUR = new RegExp(`(${TAG_PREFIX}price [\\d.,]+)\\s+an?\\s+(?:hour|hr)\\b`, 'g');

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
};
/** "two" as "2", so "two kids" and "2 kids" are one headcount. */
const digitsOf = (count: string): string => NUMBER_WORDS[count] ?? count;
// Rewrites that depend on the rest of their sentence, which is read on its own.
const SENTENCE = /[^.?!]+[.?!]*/g;
const WEEKDAY_NIGHT = /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+nights?\b/g;
const ASKS_HOURS = /\b(?:open|opens|close|closes|closing|shut|what time|hours|until|till|how late|last entry)\b/;
const BUSINESS_CARDS = /\b(business|biz) (cards?)\b/g;
const PAYING = /\b(?:pay|paying|payment|payments|accept|accepted|charge)\b/;

/**
 * "are you open on a friday night": the evening of a day, asked with its hours; elsewhere a night
 * is after hours or a night's stay ("sites free for saturday night"). "can i pay with a business
 * card": a card to pay with, not printed business cards.
 */
const readInItsSentence = (sentence: string): string =>
  sentence
    .replace(WEEKDAY_NIGHT, (match: string, day: string) => (ASKS_HOURS.test(sentence) ? `${day} evening` : match))
    .replace(BUSINESS_CARDS, (match: string, kind: string, cards: string) =>
      PAYING.test(sentence) ? `${kind} credit ${cards}` : match,
    );

// Dollars, euros, pounds, rupees, yen and yuan, won, pesos, naira, baht, lira, roubles, shekels ("Rs" is
// also a model's name: "Audi RS3", "an Aprilia RS 457").
const CURRENCY = String.raw`[$\u20ac\u00a3\u20b9\u00a5\u20a9\u20b1\u20a6\u0e3f\u20ba\u20bd\u20aa]`;
const PRICE = new RegExp(String.raw`${CURRENCY}\s?(\d)`, 'g');
const STARTS_AT_A_PRICE = new RegExp(String.raw`\bstarts?\s+(?=(?:at|from)\s+${CURRENCY})`, 'g');

// Who runs the business itself: "the practice is run by Dr Lee", "a farm shop run by the Smith family",
// "… is a two-person workshop in Otley, run by Martin". Not who runs a part of it ("choir practice is
// run by Jo", "the café at the back, run by our daughter"), nor what it runs by (NOT_RUN_BY_PEOPLE).
const BUSINESS_NOUN =
  '(?:business|company|shop|store|studio|workshop|salon|practice|clinic|firm|cafe|restaurant|bakery|bar|pub|hotel|farm|school|centre|center|gym|agency|garage|venue)';
const NOT_RUN_BY_PEOPLE = '(?!\\s+(?:appointment|solar|wind|power|electricity|gas|generator|batter|hand|timer))';
const RUN_BY_A_BUSINESS = new RegExp(
  String.raw`(?:\b(?:the|our|this)\s+${BUSINESS_NOUN}\s+(?:is|are|was|has been|have been)\s+(?:family\s+)?|(?:a|an|the|our)\s+(?:[a-z-]+\s+){0,2}${BUSINESS_NOUN}\s+|is\s+(?:a|an)\s+(?:[a-z-]+\s+){0,3}${BUSINESS_NOUN}\b[^.;!?\n]{0,50}?,\s*)run by\b${NOT_RUN_BY_PEOPLE}`,
  'g',
);
// "It's run by Morag and Iain Cameron": the owners, when named as people. "It" may be a café, a tour or
// a class ("it's run by volunteers", "by Coach Sam and lasts an hour"), so only a couple ending the
// clause ("Rosa Diaz and her sister Ana"), a family or the owners count.
const IT_IS_RUN_BY = new RegExp(
  String.raw`(^|[.!?:]\s+)(it|its|it is)\s+run by${NOT_RUN_BY_PEOPLE}(?=\s+(?:(?:[a-z]+\s+){1,2}and\s+(?:(?:her|his|their|my|our)\s+[a-z]+\s+)?[a-z]+(?:\s+[a-z]+)?\s*(?:[,.;!?]|$)|(?:my|our)\s+(?:husband|wife|partner)\s+and\s+(?:i|me|myself)\b|the\s+[a-z]+\s+family\b|(?:a|our|my)\s+family\b|husband and wife\b|the owners?\b))`,
  'gm',
);

const LAUGHTER =
  /\blol\b(?=\s*(?:[.,;:!?)]|$)|\s+(?:do|does|is|are|can|could|will|would|i|im|what|whats|how|when|where|who|but|and|so|any|you|u|ur|r)\b)/g;
// "is it packed on saturdays", "it gets rammed": busy; not "packed lunch", "packed with", "packing".
const BUSY_AS_PACKED =
  /\b(a|it(?: is| was)?|gets?|getting|got|be|so|too|very|really|always|usually|how)\s+(?:packed|rammed)\b(?!\s+(?:lunch(?:es)?|with|into|and|up|away|by|full)\b|\s+in\s+(?!the\b))/g;
// Who says how old they are, as a clause of its own before the question ("im 15 can i get acrylics");
// "i'm" and "she's" have lost their endings by then. A number followed by more ("i'm 5 minutes away",
// "my son is 13 and loves robotics") is something else, or context.
const SAYS_AN_AGE =
  /\b(i|im|i am|she|shes|she is|he|hes|he is|(?:my|our) (?:son|daughter|kid|child|boy|girl|grandson|granddaughter) is)\s+(\d{1,2})(?:\s+and\s+a\s+half)?(?=\s*(?:[,;!?]|\.(?!\d)|$)|\s+(?:can|could|is|am|are|do|does|will|would|may|should|what|how|when|any)\b)/g;
const OLD_AS_FOUNDED = new RegExp(
  String.raw`\bhow old (?:is|are) (the|this|your|ur)\b(?=\s+(?:${BUSINESS_NOUN}|place|building|premises|barn|mill|hall|club|venue|site|winery|brewery|distillery|vineyard|campground|campsite|stables|lighthouse|tower|castle|church|railway|trattoria|pizzeria|inn|museum|gallery|theatre|theater|cinema|zoo|estate|manor)\b)`,
  'g',
);
const MONEY_OFF = new RegExp(
  String.raw`(?:${TAG_PREFIX}price\s+\d[\d.,]*|\b\d[\d.,]*\s?(?:%|cents?|p)(?!\w))\s?off\b(?![\s-]?(?:peak|season|street|road|site))|\bsaves?\s+(?:up to\s+)?\d+\s?%`,
  'g',
);
// "children under 7", "babies 2 and under", "anyone under 18", "you must be at least 21": an age
// limit ("orders of $50 and under", "groups over 10", "riders under 16 stone" are none).
const AGE_BOUND = new RegExp(
  String.raw`\b(?:${SAID_OF_AN_AGE}\s+(?:under|below)\s+\d{1,2}|${SAID_OF_AN_AGE}\s+\d{1,2}\s?(?:and|or)\s+(?:under|younger)|must be at least\s+\d{1,2})\b` +
    String.raw`(?![\s-]*(?:(?:people|persons|guests|hours?|hrs?|days?|nights?|weeks?|months?|minutes?|mins?|cm|kg|lbs?|stone|feet|ft|m|metres?|meters?|inch(?:es)?|miles?|km|characters?|pages?|am|pm)\b|%|\.\d))`,
  'g',
);
const YEAR_END_DATE =
  /\b(?:(?:2\d|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?dec(?:ember)?|dec(?:ember)?\s+(?:2\d|3[01])(?:st|nd|rd|th)?|0?[12](?:st|nd)?\s+(?:of\s+)?jan(?:uary)?|jan(?:uary)?\s+0?[12](?:st|nd)?)\b/g;
// A phone number as written: North American ("(555) 123-4567", "555-0182"), international
// ("+386 41 528 903"), or national with its leading 0 ("0131 225 4870", "(07) 4638 2270"), in groups
// split by spaces or hyphens. Dots, years and lists are left alone: "9.30-17.30", "05.04.2025",
// "2024-03-12", "€1.250.000", "sizes 8 10 12 14 16".
const PHONE_NUMBER =
  /\(?\b\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}\b|\b\d{3}-\d{4}\b|(?<![\w#])\+\d{1,3}[\d\s()-]{6,}\d(?![\w.,]\d|\w)|(?<![\w#.,])(?!\d{5}-\d{4}\b)(?:\(0\d{1,4}\)|\b0\d{1,4})(?:[-\s]\d{3,8}){1,3}(?![\w.,]\d|\w|-\d)|\b0\d{8,10}\b/g;
const PHONE_NUMBER_DIGITS = 7;
// "call 6555 2184": eight digits in two groups, a number only where it is called.
const CALLED_NUMBER = /\b(call|phone|ring|text|whatsapp|tel|sms)(\s+(?:us\s+)?(?:on\s+|at\s+)?)(\d{4}\s\d{4})\b/g;
const markPhoneNumber = (match: string): string =>
  (match.match(/\d/g)?.length ?? 0) >= PHONE_NUMBER_DIGITS ? ` ${TAG_PREFIX}contact ${TAG_PREFIX}phonenumber ${match}` : match;
const FOUNDED_IN =
  /\b(?:(?<!\b(?:i|ive|i\s+have)\s)been\b[^.!?]{0,120}?\bsince|(?:founded|established|est)\s+in|est|(?:we|was|were|first|it)\s+(?:[a-z]+\s+)?(?:opened|started)\s+in|(?:^|[.!?]\s+)(?:(?!who\b)[a-z']+\s+){1,4}(?:opened|started)\s+in)\s+(?=(?:1[89]|20)\d\d\b)/g;
// "get my money back", "get anything back": a refund; "get me back to the 1700s": no thing returned.
const REFUNDED = /\b(?:money|deposit|bond|fees?|cash|tax|pound|pounds|quid|coin|anything|something|me|us)\b/;
const TELLS_THE_VISITOR =
  /\b(?:we|will|and|then|they)\s+(?:[a-z]+\s+){0,2}?(?:text|call|ring|email|message|whatsapp|phone|sms)\s+(?:or\s+[a-z]+\s+)?you\b/g;
const BEING_TOLD =
  /\bhow\s+(?:do|can|will|would|shall)\s+(?:i|we)\s+(?:know|find\s+out|hear)\s+(?=when\b|if\s+(?:it|its|it's|the\s+[a-z]+\s+is|the\s+[a-z]+s\s+are)\s+(?:(?:been|being|is|still)\s+)?(?:on|off|called\s+off|cancelled|canceled|going\s+ahead|ready)\b)/g;
const LEFT_WITHOUT_PARENT =
  /\b(?:drop|leave)\s+(?:off\s+)?(?:my|our)\s+(?:kids?|child|children|son|daughter|boy|girl|little\s+one|\d{1,2}\s+years\s+old|\d{1,2}\s+year\s+old)\s+(?:off\s+)?(?:(?:at|here|there|with\s+you)\s+(?:[a-z]+\s+){0,2}?)?(?:and|while)\s+(?:i\s+|we\s+)?(?:go|run|do|come\s+back|pick\s+(?:him|her|them)\s+up\s+later)\b(?:\s+(?:run\s+|do\s+)?(?:some\s+)?(?:errands|shopping|later))?/g;
// "4 ft by 10 ft", "3m x 2.5m": a size.
const LENGTH_UNIT = String.raw`\s?(?:ft|feet|foot|m|metres?|meters?|cm|mm|inch(?:es)?)`;
const DIMENSIONS = new RegExp(String.raw`\b\d+(?:\.\d+)?(?:${LENGTH_UNIT})?\s?(?:by|x|×)\s?\d+(?:\.\d+)?${LENGTH_UNIT}\b`, 'g');

// A count as entries and visitors write it: "12", "twelve".
const COUNT = `(?:\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const COUNTED_HOURS = new RegExp(`\\b(${COUNT})[\\s-]?(?:hours?|hrs?)\\b`, 'g');
const COUNTED_DAYS = new RegExp(
  `\\b${COUNT}(?:\\s?(?:to|-)\\s?${COUNT})?\\s?(?:working\\s+|business\\s+)?(?:days?|weeks?|months?|years?)\\b(?![\\s-]*old)`,
  'g',
);
const COUNTED_PEOPLE = new RegExp(`\\b${COUNT}\\s+(?:adults?|kids?|children|people|persons?|guests?|of us)\\b`, 'g');
const MOST_PEOPLE = new RegExp(
  `\\b(?:up to|maximum of|max|no more than|limited to|at most)\\s+${COUNT}\\s+(?:people|persons|guests|riders|students|kids|children|adults|players|passengers|participants|pax|climbers|swimmers|jumpers|diners|attendees|learners)\\b`,
  'g',
);

type ConceptTags = { queryTags: string[]; indexTags: string[] };
type VocabularyHit = ConceptTags & { hint: boolean };

/**
 * Tags of a group member. In a group with kinds ("pets/dog", "pets/cat") a kind is indexed under
 * its own tag and the group's, and asked about through its own tag or the group's general words:
 * "do you allow cats?" is answered by "pets are welcome" but not by "dogs are welcome", while
 * "pets?" is answered by either.
 */
function conceptTags(concept: string, groupsWithKinds: ReadonlySet<string>): ConceptTags {
  const [group, kind] = concept.split('/') as [string, string | undefined];
  const own = `${TAG_PREFIX}${concept}`;
  const general = `${TAG_PREFIX}${group}${GENERAL_MARK}`;
  if (kind !== undefined) return { queryTags: [own, general], indexTags: [own, `${TAG_PREFIX}${group}`] };
  if (groupsWithKinds.has(group)) return { queryTags: [own], indexTags: [own, general] };
  return { queryTags: [own], indexTags: [own] };
}

function addHit(table: Map<string, VocabularyHit>, key: string, tags: ConceptTags, hint: boolean): void {
  const hit = table.get(key) ?? { queryTags: [], indexTags: [], hint: false };
  for (const tag of tags.queryTags) if (!hit.queryTags.includes(tag)) hit.queryTags.push(tag);
  for (const tag of tags.indexTags) if (!hit.indexTags.includes(tag)) hit.indexTags.push(tag);
  hit.hint ||= hint;
  table.set(key, hit);
}

// Phrases match whatever determiner the visitor uses inside them: "cancel my booking", "cancel the
// booking". A determiner that starts a phrase is part of it ("this morning").
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'their', 'this', 'that', 'these', 'those']);

// Keys are stems joined by spaces, so "opening times" and "opening time" meet one phrase.
const VOCABULARY: ReadonlyMap<string, VocabularyHit> = (() => {
  const table = new Map<string, VocabularyHit>();
  const add = (groups: Readonly<Record<string, string>>, hint: boolean): void => {
    const groupsWithKinds = new Set(
      Object.keys(groups)
        .filter((concept) => concept.includes('/'))
        .map((concept) => concept.split('/')[0] as string),
    );
    for (const [concept, members] of Object.entries(groups)) {
      const tags = conceptTags(concept, groupsWithKinds);
      for (const member of membersOf(members)) {
        const words = splitWords(normalizeText(member));
        const key = words
          .filter((word, position) => position === 0 || !DETERMINERS.has(word))
          .map(stemWord)
          .join(' ');
        addHit(table, key, tags, hint);
      }
    }
  };
  add(CONCEPT_GROUPS, false);
  add(HINT_GROUPS, true);
  return table;
})();

// Most words start no phrase; knowing which do spares building keys at every position.
const PHRASE_STARTS: ReadonlySet<string> = new Set(
  [...VOCABULARY.keys()].filter((key) => key.includes(' ')).map((key) => key.split(' ')[0] as string),
);

/**
 * Apostrophes made straight, and "can't", "won't", "isn't" spelt "cannot", "will not", "is not",
 * in lower-case text: a negation is a content word, its contraction is not.
 */
export function spellOutNegations(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/\bcan't\b/g, 'cannot')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not');
}

/**
 * Lower case, accents and curly quotes folded, contractions and possessives removed, hyphens
 * resolved, and tags put in front of prices, phone numbers, times, durations and head counts.
 */
export function normalizeText(text: string): string {
  return (
    spellOutNegations((NON_ASCII.test(text) ? text.normalize('NFKD').replace(/\p{M}+/gu, '') : text).toLowerCase())
      .replace(/'(s|re|ll|ve|d|m)\b/g, '')
      // "6'2" is a height (as entries write it, "6ft"), not the 62 it would read as once the apostrophe
      // is gone (SAYS_AN_AGE).
      .replace(/\b(\d{1,2})'(\d{1,2})\b"?/g, '$1ft $2')
      .replace(/'/g, '')
      // "my gf is veggie": a girlfriend; "your gf bread", "our GF range" and "gf options" are gluten free.
      .replace(/\b(my|his) gf\b/g, '$1 girlfriend')
      .replace(/\b(my|her) bf\b/g, '$1 boyfriend')
      .replace(/\bgf\b/g, 'gluten free')
      // "bring our lab", "can my lab come along": a labrador ("my lab results", "our lab is accredited" are a laboratory's).
      .replace(/\b(my|our)\s+lab\b(?=\s*(?:$|[,.!?]|(?:come|along|with|too)\b))/g, '$1 labrador')
      // "y all" is "y'all" typed without its apostrophe.
      .replace(/\by all\b/g, 'yall')
      .replace(BUSY_AS_PACKED, '$1 busy')
      .replace(/\b(?:packed|rammed) out\b/g, 'busy')
      .replace(/\b24\s*\/\s*7\b/g, ' 24/7 ')
      // "hungry lol do you have food", "no clubs lol": laughter, where a clause ends or the next one
      // starts ("lol dolls" are a toy).
      .replace(LAUGHTER, ' ')
      // "i'm a lefty": left-handed, as entries write it.
      .replace(/\blefty\b|\blefties\b/g, 'left handed')
      // "a coffee to go" is takeaway; "to go up a ladder" and "good to go" are not.
      .replace(
        /\b(coffees?|food|orders?|meals?|pizzas?|drinks?|teas?|lunch|dinner|breakfast|sandwich(?:es)?|it|them)\s+to go\b/g,
        '$1 togo',
      )
      // "my gate code is disabled": switched off, no disability.
      .replace(
        /\b(code|card|fob|key|account|login|pass|alarm)\s+(is|was|has been|had been|got|seems to be|appears to be)\s+disabled\b/g,
        '$1 $2 deactivated',
      )
      .replace(SENTENCE, readInItsSentence)
      // "need 500 flyers, whats the damage?": what it costs ("the damage to my windscreen" is damage).
      .replace(/\bwhat(?:s| is)? the damage\b(?=\s*(?:[,.!?]|$|for\b))/g, 'how much')
      // "pay the fees off bit by bit" is paying by instalments; "settle in bit by bit" or "pay for parking
      // in chunks of 30 minutes" is not (financing).
      .replace(/\b(pay(?:ing)?)\s+((?:[a-z]+\s+){1,3}?)(bit by bit|in chunks(?!\s+of\b))/g, '$1 $3 $2')
      // "b&w copies": black and white.
      .replace(/\bb\s?&\s?w\b/g, 'black and white')
      // "w/o booking" is without it.
      .replace(/\bw\/o\b/g, 'without')
      // "Calle Macedonio Alcalá 407": a street (as a word, its stem would be "call").
      .replace(/\bcalle\b/g, 'street')
      // "14 Candlemaker Row" is a street ("3 nights in a row", "2 front row seats" are not).
      .replace(
        /\b(\d+[a-z]?\s+(?!(?:front|back|middle|first|second|third|last|end|in|a|the|per|person|seat|seater|vip|purl|corn)\b)[a-z]{3,}\s+row)\b(?!\s*(?:boats?|braids?|seats?))/g,
        '$1 street',
      )
      // "how long till i get the report back", "get our passwords and stuff back": having it returned,
      // which an entry says as how long it takes or what is handed over ("get my money back" is a
      // refund; "get a back massage" and "the back entrance" are a back).
      .replace(
        /\b(get|getting|got)\s+((?:it|them|my|our|the|his|her|your)\s+(?:[a-z]+\s+){0,3}?)back\b(?!\s*(?:pain|entrance|door|room|massage|garden|yard|gate|up|in|out|to|from|on))/g,
        (match, verb: string, what: string) => (REFUNDED.test(what) ? match : `${verb} ${what}`),
      )
      // "george st", "cobble st": a street after its name ("St Mary's", "on St Kilda Rd" are saints).
      .replace(/\b([a-z]+)\s+st\b/g, (match, name: string) => (ST_BEFORE_SAINT.has(name) ? match : `${name} street`))
      // "the min number of people", "min spend": "min" before what it bounds is a minimum, not minutes.
      .replace(/\bmin(?=\s+(?:number|numbers|spend|order|amount|charge|booking|guests|people|purchase|age)\b)/g, 'minimum')
      // "max 6 people", "the max group size": a maximum ("can I book with Max" names someone).
      .replace(/\bmax(?=\s+(?:number|numbers|spend|order|amount|capacity|group|guests|people|size|age|weight|\d))/g, 'maximum')
      // "open to anyone 16 and over", "open to the public": who may come, not the opening hours.
      .replace(
        /\bopen\s+to\s+(?=(?:anyone|anybody|everyone|everybody|all|members|non\s?members|the\s+public|adults|children|kids|beginners|students|people|guests|visitors|newcomers)\b)/g,
        'for ',
      )
      // "closed 24 December to 2 January", "dec 31st": the days around Christmas and New Year, which
      // a visitor asks about by name ("open on xmas eve?", "running over new years?").
      .replace(YEAR_END_DATE, (match) => `${match} ${TAG_PREFIX}yearend `)
      // "how early should i book", "how soon must we reserve": how far ahead, not the opening hours
      // ("how early can i get in", "how early should we get there" stay times of day, and "how early
      // should we order" or "can i call" is as often the day's cut-off).
      .replace(
        /\bhow\s+(?:early|soon)\b(?=\s+(?:should|must|do|would)\s+(?:i|we|you|u)\s+(?:need\s+to\s+|have\s+to\s+)?(?:book|reserve|put\s+(?:my|our|his|her)\s+name|sign\s+up|enrol|enroll|register)\b)/g,
        'how far ahead',
      )
      // "how soon can u come", "how soon could someone look at it": how fast the business gets to you
      // ("how soon can you see me" or "fit us in" asks for an appointment).
      .replace(
        /\bhow\s+soon\s+(?=(?:can|could|will|would)\s+(?:you|u|someone|somebody|they|a\s+\w+)\s+(?:usually\s+)?(?:come|get|be|visit|send|look|start)\b)/g,
        'how fast ',
      )
      // "we usually visit within five business days", "openings within 3 to 5 days": how soon the business comes.
      .replace(
        /\b(?:visit|visits|openings?|booked|scheduled|seen|see you|reach you|come out|out to you|arrive|respond|reply|start|fit you in)\s+(?:\w+\s+){0,2}?within\s+(?:\d+|one|two|three|four|five|a|an)(?:\s?(?:to|-)\s?\d+)?\s+(?:working\s+|business\s+)?(?:hours?|days?|weeks?)\b/g,
        (match) => `${match} ${TAG_PREFIX}response `,
      )
      // "can we pay in US dollars": a currency, which an entry giving prices in another does not name.
      .replace(/\b(?:us|american)\s+dollars?\b|\busd\b/g, 'usdollars')
      // "the number of kids", "max number of people": how many, not a phone number ("the number of the salon" is one).
      .replace(/\bnumbers? of\b(?!\s+(?:the|your|my|our|a|an|this|that|his|her|their)\b)/g, 'how many')
      // "if you fail to turn up": not turning up, not failing a test.
      .replace(/\bfail(?:s|ed)?\s+to\b/g, 'not')
      // "opened in 2019 by Priya", "started by Mick and Leanne in 2008": who founded the business, in
      // a year ("the gate is opened by staff", "get started by booking online" found nothing).
      // "how long have u guys been around", "how long has the pub been going": since when, which an
      // entry says with the year ("since 1987", "founded in 2011"), not with a length of time.
      .replace(
        /\bhow\s+long\s+(?:have|has|hav)\s+(you|u|ya|ye|yall|you\s+guys|u\s+guys|you\s+all|the\s+[a-z]+|your\s+[a-z]+)\s+been\s+(?:around|going(?!\s+to\b)|in\s+business|trading|doing\s+(?:this|it))\b/g,
        '$1 been around',
      )
      // "has been making tortillas here since 1987", "founded in 2011", "we opened in 2019": the year
      // the business began ("members since 2020 get a free session", "prices fixed since 2023" are not).
      .replace(FOUNDED_IN, (match) => `${match} ${TAG_PREFIX}founder `)
      .replace(/\b(?:opened|started|established)\s+in\s+\d{4}\s+by\b/g, 'founded by')
      .replace(/\b(?:opened|started|established)\s+by\b(?=[a-z ,&]{1,60}?\bin\s+\d{4}\b)/g, 'founded by')
      // "a two-person workshop in Otley, run by Martin": who runs the business (RUN_BY_A_BUSINESS).
      .replace(RUN_BY_A_BUSINESS, (match) => `${match.slice(0, -'run by'.length)}owned and run by`)
      .replace(IT_IS_RUN_BY, '$1$2 owned and run by')
      // "prices start at $50": a price's lower bound, not a starting time.
      .replace(STARTS_AT_A_PRICE, '')
      // "kids 5 and up", "18 or over", "8+", "3 and under": an age limit as entries write it.
      .replace(
        /\b(\d{1,2})\s?(?:\+|and up\b|and over\b|or over\b|or older\b|years? and (?:up|over|older)\b|years? or older\b)/g,
        `$1 ${TAG_PREFIX}age `,
      )
      // "how old is the barn": when the place was founded, not an age limit ("how old is the youngest" is one).
      .replace(OLD_AS_FOUNDED, 'was founded $1')
      // "children under 7 need an adult", "anyone under 18", "drivers must be at least 21": the same.
      .replace(AGE_BOUND, (match) => `${match} ${TAG_PREFIX}age `)
      // "valid for 12 months": how long a voucher lasts ("valid for new customers" is not).
      .replace(/\bvalid for\s+(?=\d|one\b|two\b|three\b|six\b|twelve\b)/g, 'validfor ')
      // A question starting "who started / opened / set up …" asks who founded the business; in the
      // middle of a sentence it is a relative clause ("students who started before March").
      .replace(/(^|[.?!]\s*)who\s+(?:started|opened|set up)\b/g, '$1who founded')
      // "my 1st appt", "the 2nd lesson": an ordinal in chat spelling.
      .replace(/\b1st\b/g, 'first')
      .replace(/\b2nd\b/g, 'second')
      // "how much 4 a portrait": a 4 right after a price word is the chat spelling of "for".
      .replace(/\b(much|price|cost|quote)\s+4\b/g, '$1 for')
      // "my 5yo", "a 2 yr old": a child's age as the entries write it.
      .replace(/\b(\d{1,2})[\s-]?(?:yo|y\/o|yrs? old)\b/g, '$1 years old')
      // "im 5 months pregnant", "my wife is 5 months along", "33 weeks pregnant": pregnant, however far
      // along, as entries say it ("not suitable if you are pregnant").
      .replace(/\b\d{1,2}\s*(?:\+\s*)?(?:months?|mths?|weeks?|wks?)\s+(?:pregnant|hapu)\b/g, 'pregnant')
      .replace(
        /\b(i'?m|im|i\s+am|she'?s|shes|(?:she|wife|partner|girlfriend|daughter)\s+is)\s+\d{1,2}\s*(?:months?|mths?|weeks?|wks?)\s+along\b/g,
        '$1 pregnant',
      )
      // "we'll text you when it's ready", "we stop and call you", "message you on WhatsApp": the business
      // telling the visitor, which "how will i know" asks ("can i message u" is the visitor getting in touch).
      .replace(TELLS_THE_VISITOR, (match) => `${match} ${TAG_PREFIX}notify `)
      // "how do i know when the sparky will turn up", "how will I know if it's called off": being told
      // ("when will we find out" asks a time, "how will i know where to park" or "if i need a filling"
      // what the entry says).
      .replace(BEING_TOLD, 'how will i be notified ')
      // "can i drop my 10yo off and go shopping", "leave my kid at little rocks and run errands": a child
      // left without the parent, which an entry says as who must stay or supervise.
      .replace(LEFT_WITHOUT_PARENT, 'leave them unsupervised')
      // "im 17, can i book a bed", "my daughter is 14 and a half": an age stated without "years old".
      .replace(SAYS_AN_AGE, (_match, who: string, age: string) => `${who} ${age} years old`)
      // "kids 4 to 12 eat for $14", "ages 5-15": an age range, which a visitor's age asks about.
      .replace(
        /\b(kids?|children|child|ages?)\s+(\d{1,2})\s?(?:to|-|–)\s?(\d{1,2})\b(?!\s*(?:am|pm|:))/g,
        `$1 ${TAG_PREFIX}age $2 to $3`,
      )
      // "Under-16s need a parent", "over 18s only": an age limit, which a visitor's age asks about.
      .replace(/\b(?:under|over)[\s-]?\d{1,2}s\b/g, (match) => ` ${TAG_PREFIX}age ${match}`)
      // Prices, phone numbers and clock times say what a sentence is about even without the words.
      .replace(PRICE, (_match, digit: string) => ` ${TAG_PREFIX}price ${digit}`)
      .replace(
        CALLED_NUMBER,
        (_match, verb: string, between: string, digits: string) => `${verb}${between}${markPhoneNumber(digits)}`,
      )
      .replace(PHONE_NUMBER, markPhoneNumber)
      // "10% off", "$4 off each ticket", "30 cents off", "saves 15%": money off, which "any deal?" asks.
      .replace(MONEY_OFF, (match) => ` ${TAG_PREFIX}discount ${match}`)
      // "around 7ish": about seven.
      .replace(/\b(\d{1,2})ish\b/g, '$1')
      .replace(/\b\d{1,2}(:\d{2})?\s?(am|pm)\b/g, (match) => ` ${TAG_PREFIX}hours ${match}`)
      // "by 17:30", "from 09:00": a time on the 24-hour clock, as much a time of day, and one word:
      // "open at 18:30?" is not "18" and "30" that an entry's "12:30 and 18:00" holds.
      .replace(
        /\b([01]?\d|2[0-3]):([0-5]\d)\b(?!\s?(?:am|pm)\b)/g,
        (_match, hour: string, minute: string) => ` ${TAG_PREFIX}hours ${Number(hour)}h${minute}`,
      )
      // "1kg", "5km": a weight or a distance and its unit, as "1 kg" is written (the units the vocabulary knows).
      .replace(/\b(\d+(?:\.\d+)?)(kg|lbs?|km)\b/g, '$1 $2')
      // "$160 per hour", "$60 an hour" and "$60/hr" are rates, not opening hours.
      .replace(/\b(?:per|by the)\s+(?:hour|hr)\b|\s?\/\s?(?:hour|hr)\b/g, ' hourly')
      .replace(PRICE_AN_HOUR, '$1 hourly')
      // "within 48 hours" is a duration, not opening hours ("24 hours" stays: it means always open).
      .replace(COUNTED_HOURS, (match, count: string) => (count === '24' ? match : `${count} ${TAG_PREFIX}duration`))
      // "half an hour", "an hour and a half", "a couple of hours": lengths of time in words, which like
      // "48 hours" above are no opening hours.
      .replace(
        /\b(half(?: an?)?|an?|a half|(?:a )?few|(?:a )?couple(?: of)?|several|(?:one|two|three) and a half)[\s-]+(?:hours?|hrs?)(\s+and\s+a\s+half)?\b/g,
        (_match, amount: string, half: string | undefined) => `${amount} ${TAG_PREFIX}duration${half ?? ''}`,
      )
      // "free for the first hour", "an extra hour": one hour, a length of time too ("extra hours" may be opening hours).
      .replace(/\b(first|extra|additional|another)[\s-]+(?:hour|hr)\b/g, `$1 ${TAG_PREFIX}duration`)
      // "4 ft by 10 ft", "3m x 2m": a size, which "how big" asks.
      .replace(DIMENSIONS, (match) => ` ${TAG_PREFIX}size ${match}`)
      // "every 12 months", "every few weeks": how often, which "how often" asks ("every day" is opening
      // days, and "every 2 weeks" fortnightly).
      .replace(
        /\bevery\s+(?=(?:\d+|other|few|couple|three|four|six|twelve)\b)(?!(?:2|other)\s+weeks?\b)/g,
        (match) => ` ${TAG_PREFIX}frequency ${match}`,
      )
      // "within 10 working days", "3 to 4 months", "about three weeks": a length of time answers "how long"
      // ("7 years old" is an age).
      .replace(COUNTED_DAYS, (match) => `${TAG_PREFIX}duration ${match}`)
      // "2 adults and 2 kids", "12 people": how many come, whoever they are.
      .replace(COUNTED_PEOPLE, (match) => ` ${TAG_PREFIX}headcount ${digitsOf(match.split(/\s+/)[0] as string)} `)
      // "the cake serves 12", "sleeps 4": how many it is for (not "the kitchen serves 12 to 3", "serves 3 meals").
      .replace(
        /(?<!\b(?:kitchen|cafe|bar|restaurant|bistro|grill|we)\s)\b(serves|feeds|sleeps)\s+(\d+)\b(?!\s+(?:to\s+\d+\s*(?:am|pm)|am\b|pm\b|meals|hours|hrs|suburbs|stops|days|nights|minutes))(?![:.]\d)/g,
        `$1 ${TAG_PREFIX}headcount $2`,
      )
      // "28 seats": how many fit, and still seats.
      .replace(/\b\d+\s+seats\b/g, (match) => ` ${TAG_PREFIX}headcount ${match}`)
      // "up to 4 riders", "a maximum of 8 students": how many people may come.
      .replace(MOST_PEOPLE, (match) => `${match} ${TAG_PREFIX}headcount `)
      // "end-of-day" and "face-to-face" are words in a row; their short middle word is no prefix.
      .replace(/\b[a-z]+(?:-[a-z]+){2,}\b/g, (match) => match.replace(/-/g, ' '))
      // "wi-fi", "x-ray", "e-mail" are one word; "walk-in" and "gluten-free" are two.
      .replace(/\b([a-z]+)-([a-z]+)\b/g, (_match, left: string, right: string) =>
        left.length <= 2 || (right.length <= 2 && !PARTICLES.has(right)) ? `${left}${right}` : `${left} ${right}`,
      )
  );
}

/** The words and tags of a normalized text. */
export function splitWords(normalized: string): string[] {
  return normalized.match(/#[a-z]+|24\/7|[a-z0-9]+/g) ?? [];
}

// "try-on", "add-on": a verb and its particle, two words as the visitor types them ("make-up",
// "check-in" and "log-in" stay one word, as they are written without the hyphen).
const PARTICLES = new Set(['on']);
// Words after which "st" starts a saint's name rather than ending a street's.
const ST_BEFORE_SAINT = new Set(['on', 'at', 'in', 'near', 'to', 'from', 'the', 'of', 'and', 'by', 'off', 'opposite', 'past']);

const ADDRESSING_BUSINESS = new Set(['you', 'u', 'ya', 'ye']);

function roleOfWord(word: string, stem: string, hit: VocabularyHit | undefined, previous: string | undefined): UnitRole | null {
  if (hit?.hint) return 'hint';
  if (/^\d/.test(word)) return 'number';
  if (STOP_WORDS.has(word)) return null;
  if (FILLER_WORDS.has(word) || FILLER_WORDS.has(stem)) return 'filler';
  if (SERVICE_VERBS.has(word) && previous !== undefined && ADDRESSING_BUSINESS.has(previous)) return 'filler';
  if (COPING_VERBS.has(word) && !(previous !== undefined && (ADDRESSING_BUSINESS.has(previous) || previous === 'who')))
    return 'filler';
  if (WEAK_WORDS.has(word) || WEAK_WORDS.has(stem) || WEAK_AS_WRITTEN.has(word) || isWeakConcept(hit)) return 'weak';
  if (PROVIDER_WORDS.has(word) || PROVIDER_WORDS.has(stem)) return 'provider';
  return 'content';
}

const isWeakConcept = (hit: VocabularyHit | undefined): boolean =>
  hit !== undefined && hit.queryTags.every((tag) => WEAK_CONCEPTS.has(conceptOfTag(tag)));

/**
 * Splits a text into units. Known phrases ("how much", "stuck in traffic") become one unit that
 * carries only its tags; stop words are dropped.
 */
export function analyzeUnits(text: string): TermUnit[] {
  return normalizeText(text).split(CLAUSE_BREAK).flatMap(unitsOfClause);
}

// A phrase never spans the end of a sentence or a comma: "good, friday at 5?" names no holiday, nor
// "Book with Victoria. Day appointments only". Commas inside numbers ("$1,000") are followed by no
// space, and the full stop of "St. Patrick's Day" or "Dr. Lee" ends no sentence.
const CLAUSE_BREAK = /(?<!\b(?:st|mt|dr|mr|mrs|ms))[.,;:!?]+(?:\s+|$)/;

function unitsOfClause(normalized: string): TermUnit[] {
  const words = splitWords(normalized).map((word) => {
    const written = CHAT_SHORTHAND[word] ?? word;
    return SPELLING_VARIANTS[written] ?? written;
  });
  const stems = words.map(stemWord);
  const units: TermUnit[] = [];
  for (let at = 0; at < words.length;) {
    const phrase = longestPhraseAt(words, stems, at);
    if (phrase) {
      const phraseWords = words.slice(at, at + phrase.length);
      const role = phrase.hit.hint ? 'hint' : isWeakConcept(phrase.hit) ? 'weak' : 'content';
      units.push({
        surface: phraseWords.join(' '),
        stem: null,
        raw: null,
        tags: phrase.hit.queryTags,
        indexTags: phrase.hit.indexTags,
        parts: phraseWords.filter((word) => !STOP_WORDS.has(word)).map(stemWord),
        role,
      });
      at += phrase.length;
      continue;
    }
    const word = words[at] as string;
    const stem = stems[at] as string;
    const previous = words[at - 1];
    at += 1;
    if (word.startsWith(TAG_PREFIX)) {
      // A price, time or phone number in a question is a detail, like any other number.
      units.push({ surface: word, stem: null, raw: null, tags: [word], indexTags: [word], parts: [], role: 'number' });
      continue;
    }
    const hit = VOCABULARY.get(stem);
    const role = roleOfWord(word, stem, hit, previous);
    if (role === null) continue;
    units.push({ surface: word, stem, raw: word, tags: hit?.queryTags ?? [], indexTags: hit?.indexTags ?? [], parts: [], role });
  }
  return units;
}

function longestPhraseAt(words: string[], stems: string[], at: number): { length: number; hit: VocabularyHit } | null {
  if (!PHRASE_STARTS.has(stems[at] as string)) return null;
  const keyStems: string[] = [];
  const consumed: number[] = [];
  for (let next = at; next < words.length && keyStems.length < MAX_PHRASE_WORDS; next += 1) {
    if (next > at && DETERMINERS.has(words[next] as string)) continue;
    keyStems.push(stems[next] as string);
    consumed.push(next - at + 1);
  }
  for (let length = keyStems.length; length >= 2; length -= 1) {
    const hit = VOCABULARY.get(keyStems.slice(0, length).join(' '));
    if (hit) return { length: consumed[length - 1] as number, hit };
  }
  return null;
}

function wordForms(unit: TermUnit): string[] {
  const forms: string[] = [];
  if (unit.stem !== null) forms.push(unit.stem);
  if (unit.raw !== null && unit.raw !== unit.stem) forms.push(unit.raw);
  return forms;
}

/** Every form under which a question's unit is searched: its stem, the word as written, its tags. */
export function termsOfUnit(unit: TermUnit): string[] {
  return [...unit.tags, ...wordForms(unit)];
}

/**
 * The terms a text is indexed under. A title does not carry a group's general tag: an entry titled
 * "Pets" that only says dogs are welcome does not answer "do you allow cats?".
 */
export function indexTermsOf(text: string, options: { title?: boolean } = {}): string[] {
  // "a chat where you and your coach set goals": "where" in an entry's text joins a sentence on and
  // says no place, so "where r u" is left to the entry giving an address ("Where to meet" as a title
  // does name one).
  const terms = analyzeUnits(text)
    .filter((unit) => options.title || unit.surface !== 'where')
    .flatMap((unit) => [
      ...(options.title ? unit.indexTags.filter((tag) => !tag.endsWith(GENERAL_MARK)) : unit.indexTags),
      ...wordForms(unit),
      ...unit.parts,
    ]);
  // "cheese-making", "snow-shoe": a visitor writes the compound as one word ("cheesemaking class").
  for (const [, left, right] of text.toLowerCase().matchAll(HYPHENATED_COMPOUND)) terms.push(stemWord(`${left}${right}`));
  return terms;
}

const HYPHENATED_COMPOUND = /\b([a-z]{3,})-([a-z]{3,})\b(?!-)/g;

export const isTag = (term: string): boolean => term.startsWith(TAG_PREFIX);

/** The tag an entry is indexed under for a concept of the vocabulary: "landmark" → "#landmark". */
export const tagOfConcept = (concept: string): string => `${TAG_PREFIX}${concept}`;

/** The vocabulary group a tag stands for: "#pets/dog" → "pets/dog", "#pets*" → "pets". */
export const conceptOfTag = (tag: string): string =>
  tag.slice(TAG_PREFIX.length, tag.endsWith(GENERAL_MARK) ? -GENERAL_MARK.length : undefined);

/** Whether a tag stands for the group or one of its kinds: "#weekend*", "#weekend/sunday" for "weekend". */
function isTagOfGroup(tag: string, group: string): boolean {
  if (!tag.startsWith(group, TAG_PREFIX.length)) return false;
  // Read in place: this is asked of every unit of every message, many times over.
  const after = TAG_PREFIX.length + group.length;
  return after === tag.length || tag[after] === '/' || (tag[after] === GENERAL_MARK && after + 1 === tag.length);
}

/** Whether a unit is tagged with a concept of the vocabulary's group (its kinds included: "weekend/sunday"). */
export const hasConcept = (unit: TermUnit, group: string): boolean => unit.tags.some((tag) => isTagOfGroup(tag, group));
