import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { generateKeyToken } from '../media/media-storage.js';

/** What the server remembers of a resumable upload between requests (a JSON file beside the data). */
const TusUploadSchema = z.object({
  activityId: z.uuid(),
  userId: z.uuid(),
  length: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type TusUpload = z.infer<typeof TusUploadSchema>;

const UPLOAD_ID = /^[A-Za-z0-9]{16,64}$/;

/** Where unfinished uploads live: a temp folder under DATA_DIR, never served. */
export function tusRoot(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'uploads', 'tus');
}

/** Paths of one upload's bytes and its state; the id is validated so it cannot leave the folder. */
export function tusPaths(config: Pick<Config, 'DATA_DIR'>, uploadId: string) {
  if (!UPLOAD_ID.test(uploadId)) return undefined;
  const base = path.join(tusRoot(config), uploadId);
  return { data: `${base}.bin`, state: `${base}.json` };
}

/** Creates an empty upload and returns its new id. */
export async function createTusUpload(config: Pick<Config, 'DATA_DIR'>, upload: TusUpload): Promise<string> {
  await mkdir(tusRoot(config), { recursive: true });
  const uploadId = generateKeyToken();
  const paths = tusPaths(config, uploadId);
  if (!paths) throw new Error('generated upload id is invalid');
  try {
    await writeFile(paths.data, '', { flag: 'wx' });
    await writeFile(paths.state, JSON.stringify(upload), { flag: 'wx' });
  } catch (error) {
    // A full disk can refuse the second file: leave no half-made upload behind.
    await removeTusUpload(config, uploadId);
    throw error;
  }
  return uploadId;
}

/** The upload's state and current offset (bytes received), or undefined when unknown. */
export async function readTusUpload(config: Pick<Config, 'DATA_DIR'>, uploadId: string) {
  const paths = tusPaths(config, uploadId);
  if (!paths) return undefined;
  try {
    const upload = TusUploadSchema.parse(JSON.parse(await readFile(paths.state, 'utf8')));
    const { size } = await stat(paths.data);
    return { upload, offset: size, paths };
  } catch {
    return undefined;
  }
}

/** Forgets an upload and deletes its bytes (termination, refusal or hand-over). */
export async function removeTusUpload(config: Pick<Config, 'DATA_DIR'>, uploadId: string): Promise<void> {
  const paths = tusPaths(config, uploadId);
  if (!paths) return;
  await rm(paths.data, { force: true });
  await rm(paths.state, { force: true });
}

/** Deletes uploads not touched for `maxAgeMs` (abandoned by their clients); returns how many went. */
export async function removeStaleTusUploads(
  config: Pick<Config, 'DATA_DIR'>,
  maxAgeMs: number,
  now = Date.now(),
) {
  let names: string[];
  try {
    names = await readdir(tusRoot(config));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith('.json'))) {
    const uploadId = name.slice(0, -'.json'.length);
    const paths = tusPaths(config, uploadId);
    if (!paths) continue;
    const touched = await stat(paths.data).catch(() => stat(paths.state));
    if (now - touched.mtimeMs < maxAgeMs) continue;
    await removeTusUpload(config, uploadId);
    removed += 1;
  }
  return removed;
}

/** The unfinished uploads of a member, by id. */
export async function listMemberUploads(config: Pick<Config, 'DATA_DIR'>, userId: string) {
  const names = await readdir(tusRoot(config)).catch(() => [] as string[]);
  const found: { uploadId: string; upload: TusUpload }[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.json'))) {
    const uploadId = name.slice(0, -'.json'.length);
    const state = await readTusUpload(config, uploadId);
    if (state?.upload.userId === userId) found.push({ uploadId, upload: state.upload });
  }
  return found;
}
