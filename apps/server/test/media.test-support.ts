import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './test-app.js';
import { insertActivity, type NewActivity } from '../src/modules/activities/activities.queries.js';
import { activities } from '../src/modules/activities/activities.schema.js';
import { createScratchDir } from './media-clips.test-support.js';

/** A test app whose DATA_DIR is a scratch folder, so stored media can be inspected and is removed. */
export interface MediaTestContext extends TestContext {
  dataDir: string;
  mediaRoot: string;
}

export async function createMediaTestContext(env: Record<string, string> = {}): Promise<MediaTestContext> {
  const scratch = await createScratchDir();
  const context = await createTestContext({ DATA_DIR: scratch.dir, ...env });
  return {
    ...context,
    dataDir: scratch.dir,
    mediaRoot: path.join(scratch.dir, 'media'),
    close: async () => {
      await context.close();
      await scratch.remove();
    },
  };
}

/** Every file under a folder, relative and sorted; empty when the folder does not exist. */
export async function listStoredFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Waits until a folder holds no files. A job's scratch folder is removed in its `finally`, just after the
 * job's row says READY, so a walk can meet a folder that disappears under it: that walk is taken again.
 */
export async function waitForNoFiles(root: string, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await listStoredFiles(root).catch((error: unknown) => {
      const vanished = error instanceof Error && 'code' in error && error.code === 'ENOENT';
      if (vanished && Date.now() <= deadline) return null;
      throw error;
    });
    if (files && (files.length === 0 || Date.now() > deadline)) return files;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let counter = 0;

/** A staff VIDEO activity (no creator), DRAFT unless told otherwise. */
export function createVideoActivity(context: TestContext, overrides: Partial<NewActivity> = {}) {
  counter += 1;
  return insertActivity(context.deps.db, {
    type: 'VIDEO',
    title: `Test video ${counter}`,
    slug: `test-video-${counter}-${Date.now()}`,
    ...overrides,
  });
}

/** Sets columns of an activity directly, for visibility and scheduling cases. */
export async function updateActivity(context: TestContext, id: string, values: Partial<NewActivity>) {
  await context.deps.db.update(activities).set(values).where(eq(activities.id, id));
}
