import { describe, expect, it } from 'vitest';
import { groupLookups, groupStatements } from './statement-groups.js';

/** A grouped "statement" that records each group it ran and answers its inputs doubled, after `delayMs`. */
function recordingGroup(delayMs = 5) {
  const groups: number[][] = [];
  const run = groupStatements(async (_owner: object, inputs: number[]) => {
    groups.push([...inputs]);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (inputs.includes(-1)) throw new Error('statement failed');
    return inputs.map((input) => input * 2);
  });
  return { groups, run };
}

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
    const { groups, run } = recordingGroup(20);
    const owner = {};
    const first = run(owner, 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = [run(owner, 2), run(owner, 3)];
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);
    expect(groups).toEqual([[1], [2, 3]]);
  });

  it("keeps owners apart and fails only the failed group's calls", async () => {
    const { groups, run } = recordingGroup();
    const [failing, fine] = [{}, {}];
    const results = await Promise.allSettled([run(failing, 1), run(failing, -1), run(fine, 5)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(groups).toEqual([[1, -1], [5]]);
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
