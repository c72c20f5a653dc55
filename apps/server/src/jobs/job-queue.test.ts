import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { isServerStopping, startJobWorkers, type JobDefinition } from './job-queue.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('job queue', () => {
  it('delivers a sent job to its worker on the same PostgreSQL', async () => {
    const received: object[] = [];
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const job: JobDefinition<{ n: number }> = {
      name: 'test.echo',
      handler: (_deps, data) => {
        received.push(data);
        done();
        return Promise.resolve();
      },
    };
    await startJobWorkers(context.deps.jobs, context.deps, [job as JobDefinition]);
    await context.deps.jobs.send('test.echo', { n: 7 });
    await finished;
    expect(received).toEqual([{ n: 7 }]);
  });
});

describe('job queue errors on a normal stop', () => {
  it('reads PostgreSQL shutting down (57P01-57P03) as expected, anything else as an error', () => {
    expect(
      isServerStopping({ code: '57P01', message: 'terminating connection due to administrator command' }),
    ).toBe(true);
    expect(isServerStopping({ code: '57P03' })).toBe(true);
    expect(isServerStopping({ code: '53300' })).toBe(false);
    expect(isServerStopping(new Error('boom'))).toBe(false);
    expect(isServerStopping(null)).toBe(false);
  });
});
