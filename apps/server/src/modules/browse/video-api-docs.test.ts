import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('OpenAPI document', () => {
  it('lists the creator, upload, browsing and watch routes with their methods', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const expected: [string, string[]][] = [
      ['/api/v1/activities/create', ['post']],
      ['/api/v1/activities/{id}', ['get', 'patch', 'delete']],
      ['/api/v1/creator/activities', ['get']],
      ['/api/v1/activities/{id}/retry-transcode', ['post']],
      ['/api/v1/activities/{id}/transcode-status', ['get']],
      ['/api/v1/activities/{id}/upload-video', ['options', 'post']],
      // HEAD (the resume offset) is left out by @fastify/swagger, which hides HEAD routes; PATCH documents it.
      ['/api/v1/activities/{id}/upload-video/{uploadId}', ['patch', 'delete']],
      ['/api/v1/activities', ['get']],
      ['/api/v1/activities/coming-soon', ['get']],
      ['/api/v1/activities/creator/{id}', ['get']],
      ['/api/v1/activities/{id}/interaction/start', ['post']],
      ['/api/v1/activities/{id}/interact', ['post']],
      ['/api/v1/activities/interaction/record', ['post']],
      ['/api/v1/activities/{id}/view', ['get']],
      ['/api/v1/activities/{id}/progress', ['get']],
      ['/api/v1/activities/user/history', ['get']],
      ['/api/v1/activities/user/interaction-history', ['get']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(expect.arrayContaining(methods));
    }
  });
});
