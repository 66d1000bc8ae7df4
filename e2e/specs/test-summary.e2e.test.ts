import { describe, expect, it } from 'vitest';
import { summarize } from '../../scripts/test-summary.mjs';

const file = (name: string, status: string, tests: string[]) => ({
  name,
  status,
  assertionResults: tests.map((testStatus) => ({ status: testStatus })),
});

// `npm test`'s one-line summary: a failure anywhere must show in it.
describe('the test summary', () => {
  it('counts a file that died in setup, whose tests Vitest reports as skipped, as failed', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 0,
      testResults: [
        file('ok.test.ts', 'passed', ['passed', 'passed', 'passed']),
        file('setup.test.ts', 'failed', ['skipped', 'skipped']),
      ],
    };
    expect(summarize(report, 1)).toEqual({ passed: 3, failed: 1, notes: ['setup.test.ts failed outside its tests'] });
  });

  it('counts failed tests once, not again for their file', () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 2,
      testResults: [file('a.test.ts', 'failed', ['failed', 'failed', 'passed'])],
    };
    expect(summarize(report, 1)).toEqual({ passed: 1, failed: 2, notes: [] });
  });

  it('counts a run that exited with an error but reported no failure (an unhandled error) as failed', () => {
    const report = { numPassedTests: 4, numFailedTests: 0, testResults: [file('a.test.ts', 'passed', ['passed'])] };
    expect(summarize(report, 1)).toEqual({ passed: 4, failed: 1, notes: ['vitest exited with 1'] });
    expect(summarize(report, 0)).toEqual({ passed: 4, failed: 0, notes: [] });
  });
});
