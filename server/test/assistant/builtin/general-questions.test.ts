import { describe, expect, it } from 'vitest';
import { asksAboutTheWorld } from '../../../src/assistant/builtin/general-questions';

describe('asksAboutTheWorld', () => {
  it('finds questions about the world rather than the business', () => {
    for (const question of [
      'who wrote the importance of being earnest',
      'how do i convert yards to meters',
      'how do i get rid of ants in my kitchen',
      'how do i get my toddler to sit still for a bedtime story',
      'how do i make banana bread',
      'whats the best phone to buy right now',
      "What's the best phone under ₦200,000?",
      'whats the weather like in galway this weekend',
      'what will the weather be in pretoria on saturday',
      'how long do cats usually live',
      'tell me a joke about robin hood',
      'can you help me write a cover letter',
      'what is the population of nova scotia',
    ]) {
      expect(asksAboutTheWorld(question, undefined), question).toBe(true);
    }
  });

  // A review asked these of made-up businesses whose entries answer them; the first version of the
  // patterns declined each.
  it('leaves questions for the entries alone', () => {
    for (const question of [
      'how do i make an appointment',
      'how do I make my roses last longer',
      'how do i make a group booking',
      'how do you make your sourdough',
      'how do i cook the pie you sold me',
      'how do i get rid of the smell in my car',
      'how do i get my dog booked in',
      'how do i stop my sons lessons',
      'how do i convert my booking to a gift voucher',
      'whats the weather policy',
      'whats the weather like in june',
      'forecast says gales, will it still go ahead?',
      'whats the best dish on the menu',
      'whats the best spot on the boat',
      'which is the best class for under 5s',
      'who won the club championship last year',
      'how do i get to you from the station',
      'who founded the business',
    ]) {
      expect(asksAboutTheWorld(question, undefined), question).toBe(false);
    }
  });

  // Another place to go is judged entry by entry where the words are matched (term-matching.ts,
  // leavesUnsaid): an entry recommending places answers it.
  it("leaves another place to go to the entries' own check", () => {
    expect(asksAboutTheWorld('whats the best dog park on the north side', undefined)).toBe(false);
    expect(asksAboutTheWorld('recommend a good seafood restaurant on the waterfront', undefined)).toBe(false);
  });

  it('gives way where the entry that would answer says the thing asked', () => {
    expect(asksAboutTheWorld('how do i train my puppy', 'Puppy school: we train puppies from 8 weeks.')).toBe(false);
    expect(asksAboutTheWorld('how do i train my puppy', 'Grooming is $60 for a small dog.')).toBe(true);
    expect(asksAboutTheWorld('how long do roses usually live', 'Our roses usually live 7 to 10 days in a vase.')).toBe(false);
    expect(asksAboutTheWorld('whats the weather like in galway this weekend', 'We run in all weather.')).toBe(true);
  });
});
