import { describe, expect, it } from 'vitest';
import { groupLookups, groupStatements, READ_GROUPS_IN_FLIGHT } from './statement-groups.js';

/** A grouped "statement" that records each group it ran and answers its inputs doubled, after `delayMs`. */
function recordingGroup(delayMs = 5, inFlight?: number) {
  const groups: number[][] = [];
  let running = 0;
  let mostRunning = 0;
  const run = groupStatements(
    async (_owner: object, inputs: number[]) => {
      groups.push([...inputs]);
      running += 1;
      mostRunning = Math.max(mostRunning, running);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      running -= 1;
      if (inputs.includes(-1)) throw new Error('statement failed');
      return inputs.map((input) => input * 2);
    },
    { inFlight },
  );
  return { groups, run, mostRunning: () => mostRunning };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('groupStatements (decision 074)', () => {
  it('runs the calls of one turn as one group and answers each its own output', async () => {
    const { groups, run } = recordingGroup();
    const owner = {};
    const answers = await Promise.all([1, 2, 3].map((input) => run(owner, input)));
    expect(answers).toEqual([2, 4, 6]);
    expect(groups).toEqual([[1, 2, 3]]);
  });

  it('runs a lone call without waiting for company', async () => {
    const { groups, run } = recordingGroup(0);
    const started = performance.now();
    expect(await run({}, 7)).toBe(14);
    expect(performance.now() - started).toBeLessThan(50);
    expect(groups).toEqual([[7]]);
  });

  it('keeps a call made while a group runs for the next group, which starts after it', async () => {
    const { groups, run, mostRunning } = recordingGroup(20);
    const owner = {};
    const first = run(owner, 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = [run(owner, 2), run(owner, 3)];
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);
    expect(groups).toEqual([[1], [2, 3]]);
    // One group at a time by default, as writes need.
    expect(mostRunning()).toBe(1);
  });

  it("keeps owners apart and fails only the failed group's calls", async () => {
    const { groups, run } = recordingGroup();
    const [failing, fine] = [{}, {}];
    const results = await Promise.allSettled([run(failing, 1), run(failing, -1), run(fine, 5)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(groups).toEqual([[1, -1], [5]]);
  });

  it('starts another group while others run, up to the reads in flight, and keeps one more call for later', async () => {
    const { groups, run, mostRunning } = recordingGroup(60, READ_GROUPS_IN_FLIGHT);
    const owner = {};
    const calls: Promise<number>[] = [];
    for (let input = 1; input <= READ_GROUPS_IN_FLIGHT + 1; input += 1) {
      calls.push(run(owner, input));
      await pause(5);
    }
    const inputs = calls.map((_, index) => index + 1);
    expect(await Promise.all(calls)).toEqual(inputs.map((input) => input * 2));
    // Each call came while the groups before it ran, so each is a group of its own; the last came while
    // READ_GROUPS_IN_FLIGHT groups ran, so it started only after one of them had finished.
    expect(groups).toEqual(inputs.map((input) => [input]));
    expect(mostRunning()).toBe(READ_GROUPS_IN_FLIGHT);
  });

  it('takes at most 256 calls per group', async () => {
    const { groups, run } = recordingGroup(0);
    const owner = {};
    await Promise.all(Array.from({ length: 300 }, (_, index) => run(owner, index)));
    expect(groups.map((group) => group.length)).toEqual([256, 44]);
  });
});

describe('groupLookups (decision 078)', () => {
  it("reads a group's distinct keys once and answers each call its own row or undefined", async () => {
    const reads: string[][] = [];
    const find = groupLookups(
      (_owner: object, keys: string[]) => {
        reads.push(keys);
        return Promise.resolve(
          keys.filter((key) => key !== 'gone').map((key) => ({ key, value: key.length })),
        );
      },
      (row) => row.key,
    );
    const owner = {};
    const answers = await Promise.all(['ab', 'gone', 'ab', 'abc'].map((key) => find(owner, key)));
    expect(reads).toEqual([['ab', 'gone', 'abc']]);
    expect(answers).toEqual([
      { key: 'ab', value: 2 },
      undefined,
      { key: 'ab', value: 2 },
      { key: 'abc', value: 3 },
    ]);
  });
});
