/**
 * Questions about the world rather than the business: a recipe, a conversion, who wrote a play, the
 * best phone to buy. They share words with entries ("how do I make a chocolate birthday cake" at a
 * swim school with birthday parties), and no entry answers them, so they are declined whatever the
 * words find. Each pattern is narrow: "how do I make an appointment" and "how do I make my roses
 * last longer" (at a florist) stay questions for the entries.
 */
const GENERAL_QUESTIONS: readonly RegExp[] = [
  // Trivia: "who wrote The Importance of Being Earnest", "who won the Super Rugby final".
  /^\s*who\s+(?:wrote|sang|won|directed|invented|painted|discovered|composed)\b/i,
  // How-to at home: "how do i convert yards to meters", "how do i get rid of ants in my kitchen".
  /^\s*how\s+(?:do|can|should|would)\s+(?:i|you|we|one)\s+(?:convert|cook|calculate|compute|knit|pronounce|get\s+rid\s+of)\b/i,
  // Getting someone at home to behave: "how do i get my toddler to sit still".
  /^\s*how\s+(?:do|can)\s+(?:i|we)\s+(?:get|stop|train)\s+my\s+(?:baby|toddler|kids?|son|daughter|child|dog|puppy|cat|kitten|landlord|partner|husband|wife)\b/i,
  // A recipe: "how do i make banana bread" (not "make an appointment", "make my roses last").
  /^\s*how\s+(?:do|can|should)\s+(?:i|you|we)\s+make\s+(?!(?:an?\s+)?(?:appointment|booking|reservation|payment|enquiry|inquiry|complaint|claim|change|return|deposit|order)s?\b|my\b|it\b|sure\b|the\s+most\b)/i,
  // Advice on what to buy anywhere: "whats the best phone to buy right now", "the best phone under $500".
  /\b(?:what'?s|what\s+is|whats|which\s+is)\s+(?:the\s+)?best\s+(?:\w+\s+){1,3}(?:to\s+buy|under)\b/i,
  // Another place to go: "whats the best dog park on the north side", "recommend a good seafood restaurant".
  /^\s*(?:what'?s|whats|what\s+is|where'?s|where\s+is|where\s+can\s+i\s+(?:get|find))\s+the\s+best\s+\w+(?:\s+\w+)?\s+(?:in|on|near|around)\b/i,
  /^\s*(?:can\s+you\s+)?recommend\s+(?:me\s+)?(?:a|some)\s+good\b/i,
  // Chat for its own sake: "tell me a joke", "help me with my essay", "what is the population of…".
  /^\s*tell\s+me\s+a\s+joke\b/i,
  /\bhelp\s+me\s+(?:with\s+my|write\s+(?:a|my))\s+(?:\w+\s+){0,3}(?:essay|homework|assignment|cover\s+letter|cv|resume|speech|poem)\b/i,
  /^\s*what\s+is\s+the\s+(?:population|capital)\s+of\b/i,
  // The forecast: "whats the weather like in galway this weekend" (not "forecast says gales, will it go ahead").
  /^\s*(?:what'?s|what\s+is|whats|what\s+will|how'?s|how\s+is)\s+(?:the\s+)?(?:weather|forecast)\b/i,
  // Lifespans: "how long do cats usually live".
  /\bhow\s+long\s+do\s+\w+(?:\s+\w+)?\s+(?:usually\s+|normally\s+|typically\s+)?live\b/i,
];

/** Whether the question asks about the world rather than the business. */
export const asksAboutTheWorld = (question: string): boolean => GENERAL_QUESTIONS.some((pattern) => pattern.test(question));
