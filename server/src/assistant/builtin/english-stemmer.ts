import { wordLookup, type WordLookup } from './word-lookup';

/**
 * A light English stemmer: it folds plurals and -ing/-ed forms onto one stem so that "parking",
 * "parks" and "parked" meet "park". It is deliberately weaker than Porter's: over-stemming joins
 * unrelated words ("general" and "generous"), which would let the responder quote a wrong fact.
 * Index and query go through the same function, so stems only need to be consistent, not words.
 */

const IRREGULAR: WordLookup = wordLookup({
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  teeth: 'tooth',
  feet: 'foot',
  mice: 'mouse',
  knives: 'knife',
  wives: 'wife',
  lives: 'life',
  leaves: 'leaf',
  shelves: 'shelf',
  halves: 'half',
  made: 'make',
  paid: 'pay',
  bought: 'buy',
  sold: 'sell',
  brought: 'bring',
  took: 'take',
  taken: 'take',
  ate: 'eat',
  eaten: 'eat',
  broke: 'break',
  broken: 'break',
  drove: 'drive',
  driven: 'drive',
  went: 'go',
  gone: 'go',
  came: 'come',
  left: 'leave',
  kept: 'keep',
  // How often something recurs is asked and answered with either form: "monthly fee", "$29.99/month".
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
  // Words the endings below would fold onto another word's stem: "rated" is not a rate, "river
  // tubing" no Tube, "are you hiring" no rental, a "fined" visitor not "fine", "tired" no tyre, a
  // "wedding" no Wednesday, "fried" no Friday, an "evening" is not "even", and a hotel's "suite" no
  // tailor's "suit".
  rated: 'rating',
  rating: 'rating',
  tubing: 'tubing',
  hiring: 'hiring',
  fined: 'fined',
  tired: 'tired',
  wedding: 'wedding',
  fried: 'fry',
  evening: 'evening',
  evenings: 'evening',
  suite: 'suite',
  suites: 'suite',
});

// Consonants that legitimately end a stem doubled ("call", "pass", "buzz").
const KEEP_DOUBLED = new Set(['l', 's', 'z']);

const hasVowel = (text: string): boolean => /[aeiouy]/.test(text);

function undouble(stem: string): string {
  const last = stem.at(-1);
  if (stem.length >= 4 && last !== undefined && last === stem.at(-2) && !KEEP_DOUBLED.has(last) && !/[aeiou]/.test(last)) {
    return stem.slice(0, -1);
  }
  return stem;
}

function stripPlural(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

// A stem of one syllable ending in a single vowel and a consonant lost a silent e to its ending:
// "tuning" and "hoped" are "tune" and "hope", while "hopping" and "shipped" undouble to "hop" and
// "ship". No word ends in a silent e after w, x or y ("bowed", "fixed", "played"). Longer stems
// need no e back: stemWord drops a final e from stems of five letters or more anyway.
const SHORT_SYLLABLE = /^[^aeiouy]*[aeiouy][^aeiouwxy]$/;

function withoutEnding(stem: string): string {
  const undoubled = undouble(stem);
  return undoubled === stem && SHORT_SYLLABLE.test(stem) ? `${stem}e` : undoubled;
}

function stripVerbEnding(word: string): string {
  if (word.endsWith('ing') && word.length >= 6) {
    const stem = word.slice(0, -3);
    if (hasVowel(stem)) return withoutEnding(stem);
  }
  if (word.endsWith('ed') && !word.endsWith('eed') && word.length >= 5) {
    const stem = word.slice(0, -2);
    if (hasVowel(stem)) return withoutEnding(stem);
  }
  return word;
}

/** Stems one lower-case word; words of three letters or fewer are returned unchanged. */
export function stemWord(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular !== undefined) return irregular;
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  const singular = stripPlural(word);
  let stem = IRREGULAR[singular] ?? stripVerbEnding(singular);
  // A final silent e is dropped so "price" meets "priced" and "pricing".
  if (stem.length >= 5 && stem.endsWith('e') && !stem.endsWith('ee')) stem = stem.slice(0, -1);
  return stem;
}
