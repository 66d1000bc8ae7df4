import { describe, expect, it } from 'vitest';
import { readIntent } from '../../../src/assistant/builtin/message-intents';

const questionOf = (message: string, companyName: string) =>
  readIntent(message, companyName, false).question.replace(/\s+/g, ' ').trim();

describe("the company's name in a message", () => {
  it('is taken out where it stands as words of its own, in any case, as often as it is there', () => {
    expect(questionOf('Does Lumen Hotel have a pool?', 'Lumen Hotel')).toBe('Does have a pool?');
    expect(questionOf('is lumen hotel open? LUMEN HOTEL!', 'Lumen Hotel')).toBe('is open? !');
  });

  it('stays inside a longer word, and next to a letter outside the basic plane', () => {
    expect(questionOf('Do you sell Lumenades?', 'Lumen')).toBe('Do you sell Lumenades?');
    expect(questionOf('xLumen or Lumen𝐀', 'Lumen')).toBe('xLumen or Lumen𝐀');
    expect(questionOf('Is Café Noir open?', 'café noir')).toBe('Is open?');
  });

  it('is taken out of a message with a letter that lower-cases to two, and is such a name', () => {
    expect(questionOf('İstanbul or Lumen?', 'Lumen')).toBe('İstanbul or ?');
    expect(questionOf('İstanbul Kebap açık mı?', 'İstanbul Kebap')).toBe('açık mı?');
  });

  it('may hold characters a regular expression would read', () => {
    expect(questionOf('Where is A+ (Dental)?', 'A+ (Dental)')).toBe('Where is ?');
    expect(questionOf('Where is A+ (Dental)?', '.*')).toBe('Where is A+ (Dental)?');
  });
});
