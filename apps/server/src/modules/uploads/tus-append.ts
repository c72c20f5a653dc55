import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Thrown when a PATCH body carries more bytes than the upload declared. */
export class UploadOverflowError extends Error {
  constructor() {
    super('upload body exceeds Upload-Length');
    this.name = 'UploadOverflowError';
  }
}

/** Passes bytes through while counting them; fails once more than `allowed` arrive. */
function limitBytes(allowed: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > allowed) callback(new UploadOverflowError());
      else callback(null, chunk);
    },
  });
}

/**
 * Appends a request body to an upload's file. Bytes that arrived before a dropped connection stay
 * (the client resumes from the offset HEAD reports); more bytes than `allowed` fail the append.
 */
export async function appendBody(body: Readable, file: string, allowed: number): Promise<void> {
  await pipeline(body, limitBytes(allowed), createWriteStream(file, { flags: 'a' }));
}
