import { connect, type Socket } from 'node:net';
import type { Readable } from 'node:stream';

/** What clamd said about one stream. */
export type ClamdVerdict = { infected: false } | { infected: true; signature: string };

/** clamd could not be reached, did not answer in time, or answered with an error. */
export class ClamdUnavailableError extends Error {}

/** How to reach clamd and how much of a file to send. */
export interface ClamdOptions {
  address: string;
  timeoutMs: number;
  maxBytes: number;
}

function openSocket(address: string): Socket {
  const tcp = /^tcp:\/\/([^/:]+):(\d+)$/.exec(address);
  if (tcp) return connect({ host: tcp[1], port: Number(tcp[2]) });
  return connect({ path: address.replace(/^unix:\/\//, '') });
}

function chunkFrame(bytes: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(bytes.length);
  return Buffer.concat([size, bytes]);
}

/** Sends the chunks of the file, at most `maxBytes` in all, then the zero-length chunk that ends it. */
async function sendStream(socket: Socket, source: Iterable<Buffer> | Readable, maxBytes: number) {
  let left = maxBytes;
  socket.write('zINSTREAM\0');
  for await (const chunk of source as AsyncIterable<Buffer>) {
    if (socket.destroyed) return;
    const part = chunk.subarray(0, left);
    left -= part.length;
    if (part.length > 0 && !socket.write(chunkFrame(part)))
      await new Promise((resolve) => {
        socket.once('drain', resolve);
        socket.once('close', resolve);
      });
    if (left === 0) break;
  }
  socket.end(Buffer.alloc(4));
}

function readVerdict(reply: string): ClamdVerdict {
  const text = reply.replace(/\0+$/, '').trim();
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found) return { infected: true, signature: found[1] ?? 'unknown' };
  if (text === 'stream: OK') return { infected: false };
  throw new ClamdUnavailableError(`clamd answered: ${text.slice(0, 200)}`);
}

function collectReply(socket: Socket, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new ClamdUnavailableError('clamd timed out')));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    socket.on('error', (error) => {
      reject(error instanceof ClamdUnavailableError ? error : new ClamdUnavailableError(error.message));
    });
    socket.on('close', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

/**
 * Scans a file with clamd's documented zINSTREAM command: chunks prefixed by their 4-byte big-endian
 * length, ended by a zero-length chunk; the reply is `stream: OK` or `stream: <signature> FOUND`.
 */
export async function scanWithClamd(
  options: ClamdOptions,
  source: Iterable<Buffer> | Readable,
): Promise<ClamdVerdict> {
  const socket = openSocket(options.address);
  const reply = collectReply(socket, options.timeoutMs);
  reply.catch(() => undefined); // handled below, after the send; this only keeps it from counting as unhandled
  // A refused connection surfaces through `reply`; the send side then just stops.
  await sendStream(socket, source, options.maxBytes).catch(() => undefined);
  return readVerdict(await reply);
}
