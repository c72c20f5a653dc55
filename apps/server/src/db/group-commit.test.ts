import { describe, expect, it } from 'vitest';
import { createGroupCommit, type GroupCommitOptions } from './group-commit.js';

interface Item {
  key: string;
  value: number;
}

/** A group commit that records each batch it wrote (its items' values) and answers each value doubled. */
function recordingCommit(delayMs: number, options?: GroupCommitOptions<Item>) {
  const batches: number[][] = [];
  let running = 0;
  let mostRunning = 0;
  const submit = createGroupCommit<{ db: object }, Item, number>(
    128,
    async (_context, batch) => {
      batches.push(batch.map((queued) => queued.item.value));
      running += 1;
      mostRunning = Math.max(mostRunning, running);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      running -= 1;
      for (const queued of batch) queued.resolve(queued.item.value * 2);
    },
    options,
  );
  return { batches, submit, mostRunning: () => mostRunning };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two batches in flight, items keyed as completions are keyed by member. */
const TWO_KEYED: GroupCommitOptions<Item> = { inFlight: 2, keyOf: (item) => item.key };

describe('createGroupCommit (decisions 067, 073 and 093)', () => {
  it('writes one batch at a time by default: what arrives meanwhile waits for the next', async () => {
    const { batches, submit, mostRunning } = recordingCommit(20);
    const context = { db: {} };
    const first = submit(context, { key: 'a', value: 1 });
    await pause(5);
    const later = [submit(context, { key: 'b', value: 2 }), submit(context, { key: 'c', value: 3 })];
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1], [2, 3]]);
    expect(mostRunning()).toBe(1);
  });

  it('starts a second batch while one is under way when allowed, never with a key the first holds', async () => {
    const { batches, submit, mostRunning } = recordingCommit(30, TWO_KEYED);
    const context = { db: {} };
    const first = [submit(context, { key: 'a', value: 1 }), submit(context, { key: 'b', value: 2 })];
    await pause(5);
    // "a" is held by the first batch: its second item waits; "c" goes at once, in a second batch.
    const second = [submit(context, { key: 'a', value: 3 }), submit(context, { key: 'c', value: 4 })];
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1, 2], [4], [3]]);
    expect(mostRunning()).toBe(2);
  });

  it('keeps a third batch waiting while two are under way', async () => {
    const { batches, submit, mostRunning } = recordingCommit(20, TWO_KEYED);
    const context = { db: {} };
    const answers = [submit(context, { key: 'a', value: 1 })];
    await pause(2);
    answers.push(submit(context, { key: 'b', value: 2 }));
    await pause(2);
    answers.push(submit(context, { key: 'c', value: 3 }));
    expect(await Promise.all(answers)).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1], [2], [3]]);
    expect(mostRunning()).toBe(2);
  });

  it('starts a batch beside one under way only once enough items wait, else when one finishes', async () => {
    const { batches, submit, mostRunning } = recordingCommit(30, { ...TWO_KEYED, overlapFrom: 3 });
    const context = { db: {} };
    const answers = [submit(context, { key: 'a', value: 1 })];
    await pause(5);
    // Two wait beside the running batch: too few to start another, so they go when it finishes.
    answers.push(submit(context, { key: 'b', value: 2 }), submit(context, { key: 'c', value: 3 }));
    await pause(5);
    expect(batches).toEqual([[1]]);
    expect(await answers[0]).toBe(2);
    await pause(1);
    expect(batches).toEqual([[1], [2, 3]]);
    await pause(5);
    // Three wait beside the running batch: enough, so a second starts at once.
    answers.push(...[4, 5, 6].map((value) => submit(context, { key: `k${value}`, value })));
    await pause(5);
    expect(batches).toEqual([[1], [2, 3], [4, 5, 6]]);
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(mostRunning()).toBe(2);
  });

  it('answers every item of a batch whose write throws with that error, and goes on', async () => {
    let calls = 0;
    const submit = createGroupCommit<{ db: object }, number, number>(128, async (_context, batch) => {
      calls += 1;
      await pause(1);
      if (calls === 1) throw new Error('batch failed');
      for (const queued of batch) queued.resolve(queued.item);
    });
    const context = { db: {} };
    const failed = await Promise.allSettled([submit(context, 1), submit(context, 2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await submit(context, 3)).toBe(3);
  });
});
