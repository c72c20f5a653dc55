import { PassThrough } from 'node:stream';
import type { MediaStorage } from './media-storage.js';

/**
 * A storage usable at once whose implementation arrives later: the S3 driver loads the AWS SDK (about half
 * a second and 30 MB) only when a configuration asks for it, not on every start with local media.
 */
export function deferMediaStorage(ready: Promise<MediaStorage>): MediaStorage {
  return {
    putStream: async (key, source) => (await ready).putStream(key, source),
    putFile: async (key, localPath) => (await ready).putFile(key, localPath),
    putDirectory: async (prefix, localDir) => (await ready).putDirectory(prefix, localDir),
    stat: async (key) => (await ready).stat(key),
    read(key, range) {
      const out = new PassThrough();
      ready.then(
        (storage) =>
          storage
            .read(key, range)
            .on('error', (error) => out.destroy(error))
            .pipe(out),
        (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return out;
    },
    readBytes: async (key) => (await ready).readBytes(key),
    withLocalFile: async (key, use) => (await ready).withLocalFile(key, use),
    delete: async (key) => (await ready).delete(key),
    deletePrefix: async (prefix) => (await ready).deletePrefix(prefix),
    signedReadUrl: async (key, seconds) => (await ready).signedReadUrl(key, seconds),
  };
}
