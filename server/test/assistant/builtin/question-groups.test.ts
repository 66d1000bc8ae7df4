import { describe, expect, it } from 'vitest';
import { groupQuestionsByMeaning } from '../../../src/assistant/builtin/question-groups';

describe("visitors' opening questions grouped by meaning", () => {
  it('puts a broad question and a narrower one on the same topic together, and greetings together', () => {
    const groups = groupQuestionsByMeaning(
      [
        'What are your office hours?',
        'hi',
        'What time do you open on Saturday?',
        'Hello!',
        'How much does a haircut cost?',
        'how much for a colour?',
        'Where is your office located?',
      ],
      10,
    );
    expect(groups).toEqual([
      { example: 'What are your office hours?', count: 2 },
      { example: 'hi', count: 2 },
      { example: 'How much does a haircut cost?', count: 1 },
      { example: 'how much for a colour?', count: 1 },
      { example: 'Where is your office located?', count: 1 },
    ]);
  });

  it('reads the question after a greeting', () => {
    expect(groupQuestionsByMeaning(['hi, do you take walk-ins?', 'Do you take walk-ins?'], 5)).toEqual([
      { example: 'hi, do you take walk-ins?', count: 2 },
    ]);
  });
});
