import type { JobRun, TasksStatusResponse } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

const POLL_MS = 50;
const WAIT_MS = 30_000;

async function readStatus(app: FastifyInstance, token: string): Promise<TasksStatusResponse> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/admin/tasks/status',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TasksStatusResponse>();
}

/** Polls /admin/tasks/status, as the screen does, until the run has finished; returns it. */
export async function waitForRun(app: FastifyInstance, token: string, runId: string): Promise<JobRun> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const status = await readStatus(app, token);
    const run = status.tasks.flatMap((task) => task.lastRuns).find((candidate) => candidate.id === runId);
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`run ${runId} did not finish within ${WAIT_MS} ms`);
}

/** Starts a task through the API (202) and waits for its run to finish. */
export async function runTaskAndWait(app: FastifyInstance, token: string, task: string): Promise<JobRun> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/admin/tasks/${task}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(202);
  return waitForRun(app, token, response.json<JobRun>().id);
}
