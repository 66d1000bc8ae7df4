import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../src/platform/group-commit';

/** A writer that records each batch and takes a turn of the event loop, as a database would. */
function recordingWriter(refuse: (item: string) => boolean = () => false, maxBatch = Infinity) {
  const batches: { companyId: string; items: string[] }[] = [];
  const write = async (companyId: string, items: string[]) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (items.some(refuse)) throw new Error(`refused ${items.join(',')}`);
    batches.push({ companyId, items });
  };
  return { batches, commit: new GroupCommit<string>(write, { maxBatch }) };
}

describe('GroupCommit', () => {
  it('writes a lone write at once, in a batch of its own', async () => {
    const { batches, commit } = recordingWriter();
    await commit.add('c1', ['a', 'b']);
    expect(batches).toEqual([{ companyId: 'c1', items: ['a', 'b'] }]);
  });

  it('settles once every write queued is written, those queued while it waits included', async () => {
    const { batches, commit } = recordingWriter();
    void commit.add('c1', ['1']);
    void commit.add('c2', ['2']);
    setTimeout(() => void commit.add('c1', ['3']), 2);
    await commit.settled();
    expect(batches.flatMap((batch) => batch.items).sort()).toEqual(['1', '2', '3']);
  });

  it('puts writes of one company made together, or while its batch is written, into shared batches, in order', async () => {
    const { batches, commit } = recordingWriter();
    const first = [commit.add('c1', ['1']), commit.add('c1', ['2']), commit.add('c1', ['3'])];
    // Arrives while the first batch is being written: waits for the next one.
    await new Promise((resolve) => setTimeout(resolve, 1));
    const later = [commit.add('c1', ['4']), commit.add('c1', ['5'])];
    await Promise.all([...first, ...later]);
    expect(batches).toEqual([
      { companyId: 'c1', items: ['1', '2', '3'] },
      { companyId: 'c1', items: ['4', '5'] },
    ]);
  });

  it('writes a long queue in batches of at most maxBatch writes, in order', async () => {
    const maxBatch = 256;
    const { batches, commit } = recordingWriter(undefined, maxBatch);
    const count = maxBatch * 2 + 3;
    await Promise.all(Array.from({ length: count }, (_, i) => commit.add('c1', [String(i)])));
    expect(batches.map((batch) => batch.items.length)).toEqual([maxBatch, maxBatch, 3]);
    expect(batches.flatMap((batch) => batch.items)).toEqual(Array.from({ length: count }, (_, i) => String(i)));
  });

  it('never mixes companies in one batch', async () => {
    const { batches, commit } = recordingWriter();
    await Promise.all([commit.add('c1', ['a']), commit.add('c2', ['b']), commit.add('c1', ['c'])]);
    expect(batches).toHaveLength(2);
    expect(batches).toEqual(
      expect.arrayContaining([
        { companyId: 'c1', items: ['a', 'c'] },
        { companyId: 'c2', items: ['b'] },
      ]),
    );
  });

  it('fails only the caller whose write was refused; the others of its batch are written', async () => {
    const { batches, commit } = recordingWriter((item) => item === 'bad');
    const results = await Promise.allSettled([commit.add('c1', ['ok-1']), commit.add('c1', ['bad']), commit.add('c1', ['ok-2'])]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(batches.map((batch) => batch.items)).toEqual([['ok-1'], ['ok-2']]);
    // The queue carries on afterwards.
    await commit.add('c1', ['after']);
    expect(batches.at(-1)?.items).toEqual(['after']);
  });

  it('writes a write that follows another in the same transaction when both are queued, and never without it', async () => {
    const { batches, commit } = recordingWriter((item) => item === 'bad-question');
    const question = commit.add('c1', ['question']);
    await commit.add('c1', ['answer'], { after: question });
    expect(batches).toEqual([{ companyId: 'c1', items: ['question', 'answer'] }]);

    const refused = commit.add('c1', ['bad-question']);
    const orphan = commit.add('c1', ['orphan-answer'], { after: refused });
    const other = commit.add('c1', ['other-visitor']);
    const results = await Promise.allSettled([refused, orphan, other]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(batches.flatMap((batch) => batch.items)).not.toContain('orphan-answer');
    // The orphan's error carries the refused write's, so a database that went away reads as one.
    const [refusedResult, orphanResult] = results;
    expect(orphanResult?.status === 'rejected' && (orphanResult.reason as Error).cause).toBe(
      refusedResult?.status === 'rejected' && refusedResult.reason,
    );

    // Queued behind a batch that failed: it waits for that batch and is dropped with it.
    const failing = commit.add('c1', ['bad-question']);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const late = commit.add('c1', ['late-answer'], { after: failing });
    expect((await Promise.allSettled([failing, late])).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(batches.flatMap((batch) => batch.items)).not.toContain('late-answer');
  });
});
