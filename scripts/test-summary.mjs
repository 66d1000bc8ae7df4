// Reads one Vitest JSON report. A file that died in setup or import reports its tests as skipped,
// not failed: the file itself counts as a failure, and so does a run that exited non-zero with
// nothing else to show for it.

/**
 * @param {{ numPassedTests: number, numFailedTests: number, testResults: { name: string, status: string, assertionResults: { status: string }[] }[] }} report
 * @param {number} exitStatus
 * @param {(file: string) => string} [describeFile]
 * @returns {{ passed: number, failed: number, notes: string[] }}
 */
export function summarize(report, exitStatus, describeFile = (file) => file) {
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  const notes = brokenFiles.map((file) => `${describeFile(file.name)} failed outside its tests`);
  let failed = report.numFailedTests + brokenFiles.length;
  if (exitStatus !== 0 && failed === 0) {
    failed = 1;
    notes.push(`vitest exited with ${exitStatus}`);
  }
  return { passed: report.numPassedTests, failed, notes };
}
