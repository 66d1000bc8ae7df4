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
      'whats the best dog park on the north side',
      'recommend a good seafood restaurant on the waterfront',
      'whats the weather like in galway this weekend',
      'what will the weather be in pretoria on saturday',
      'how long do cats usually live',
      'tell me a joke about robin hood',
      'can you help me write a cover letter',
      'what is the population of nova scotia',
    ]) {
      expect(asksAboutTheWorld(question), question).toBe(true);
    }
  });

  it('leaves questions for the entries alone', () => {
    for (const question of [
      'how do i make an appointment',
      'how do I make my roses last longer',
      'how do i make a booking for 6',
      'how do i get to you from the station',
      'forecast says gales, will it still go ahead?',
      'what happens if the weather is bad',
      'whats the best time to come',
      'whats the best way to get to you',
      'who founded the business',
      'who runs the place',
      'can you help me choose a cake',
      'how long does a tuning last',
    ]) {
      expect(asksAboutTheWorld(question), question).toBe(false);
    }
  });
});
