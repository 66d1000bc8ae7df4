import { buildKnowledgeIndex } from '../../../src/assistant/builtin/knowledge-index';
import { respondFromKnowledge, type BuiltinReply } from '../../../src/assistant/builtin/builtin-responder';
import { splitIntoSentences } from '../../../src/assistant/builtin/answer-excerpt';
import { factsOf, type BusinessFixture } from './fixtures/business-fixture';

export type CaseFailure = { question: string; expected: string; reply: BuiltinReply };

/** A row of the score table: one business, or the sum of several. */
export type ScoreRow = {
  label: string;
  answered: number;
  inScope: number;
  declined: number;
  toDecline: number;
  /** In-scope questions declined, and of those, how many offered the entry holding the answer as a topic to tap. */
  inScopeDeclined: number;
  topicOffered: number;
};

export type BusinessScore = Omit<ScoreRow, 'label'> & { companyName: string; heldOut: boolean; failures: CaseFailure[] };

const includesText = (text: string, fact: string): boolean => text.toLowerCase().includes(fact.toLowerCase());

/**
 * A decline is honest when it quotes no entry: no entry id, and no sentence of any entry in its
 * text or in the topics it offers.
 */
export function isHonestDecline(reply: BuiltinReply, fixture: BusinessFixture): boolean {
  if (reply.kind !== 'decline' || reply.entryIds.length > 0) return false;
  const shown = [reply.text, ...(reply.related ?? [])];
  return fixture.entries.every((entry) =>
    splitIntoSentences(entry.content).every((sentence) => shown.every((text) => !includesText(text, sentence))),
  );
}

/** Runs every question of one business through the responder and scores the replies. */
export function evaluateBusiness(fixture: BusinessFixture): BusinessScore {
  const index = buildKnowledgeIndex(fixture.entries);
  const ask = (question: string): BuiltinReply => respondFromKnowledge(index, question, { companyName: fixture.companyName });
  const failures: CaseFailure[] = [];

  let answered = 0;
  let inScopeDeclined = 0;
  let topicOffered = 0;
  for (const inScope of fixture.inScope) {
    const reply = ask(inScope.question);
    const facts = factsOf(inScope);
    if (reply.kind === 'decline') {
      inScopeDeclined += 1;
      const holding = fixture.entries.filter((entry) => facts.some((fact) => includesText(entry.content, fact)));
      if (holding.some((entry) => reply.related?.includes(entry.title))) topicOffered += 1;
    }
    if (reply.kind === 'answer' && facts.every((fact) => includesText(reply.text, fact))) answered += 1;
    else
      failures.push({
        question: inScope.question,
        expected: `answer containing ${facts.map((fact) => `"${fact}"`).join(' and ')}`,
        reply,
      });
  }

  const toDecline = [...fixture.outOfScope, ...fixture.nearMiss];
  let declined = 0;
  for (const question of toDecline) {
    const reply = ask(question);
    if (isHonestDecline(reply, fixture)) declined += 1;
    else failures.push({ question, expected: 'honest decline', reply });
  }

  return {
    companyName: fixture.companyName,
    heldOut: fixture.heldOut,
    answered,
    inScope: fixture.inScope.length,
    declined,
    toDecline: toDecline.length,
    inScopeDeclined,
    topicOffered,
    failures,
  };
}

const percent = (part: number, whole: number): string => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

/** A plain-text table of accuracy and honest-decline rate, one row per business plus totals. */
export function formatScoreTable(rows: ScoreRow[]): string {
  const header = ['business', 'right answers', 'honest declines', 'declined, answer one tap away'];
  const body = rows.map((row) => [
    row.label,
    `${row.answered}/${row.inScope} ${percent(row.answered, row.inScope)}`,
    `${row.declined}/${row.toDecline} ${percent(row.declined, row.toDecline)}`,
    `${row.topicOffered}/${row.inScopeDeclined} ${percent(row.topicOffered, row.inScopeDeclined)}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((row) => (row[column] as string).length)));
  const line = (cells: string[]): string => cells.map((cell, column) => cell.padEnd(widths[column] as number)).join(' | ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...body.map(line)].join('\n');
}
