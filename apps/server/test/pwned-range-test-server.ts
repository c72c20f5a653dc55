import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local Pwned Passwords range service: `GET /range/<5 hex>` answers `SUFFIX:COUNT` lines. */
export interface PwnedRangeTestServer {
  url: string;
  /** Every request received: its path, headers and body, to prove what left the server. */
  received: { url: string; headers: IncomingHttpHeaders; body: string }[];
  /** Answers 503 to every request while true (the service is down). */
  failing: boolean;
  close(): Promise<void>;
}

const sha1 = (password: string) => createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();

/** The answer for `prefix`: the breached suffixes with counts, and padding lines of count 0 like the real API. */
function rangeBody(breached: readonly string[], prefix: string): string {
  const hits = breached.map(sha1).filter((hash) => hash.startsWith(prefix));
  const padding = ['0'.repeat(35), 'F'.repeat(35)].map((suffix) => `${suffix}:0`);
  return [...hits.map((hash, index) => `${hash.slice(5)}:${index + 3}`), ...padding].join('\r\n');
}

/** Starts the stand-in on a free loopback port, knowing `breached` as the corpus. */
export async function startPwnedRangeTestServer(breached: readonly string[]): Promise<PwnedRangeTestServer> {
  const state: PwnedRangeTestServer = {
    url: '',
    received: [],
    failing: false,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      state.received.push({ url: request.url ?? '', headers: request.headers, body });
      const match = /^\/range\/([0-9A-F]{5})$/.exec(request.url ?? '');
      if (state.failing || !match?.[1]) response.writeHead(state.failing ? 503 : 400).end();
      else response.writeHead(200, { 'content-type': 'text/plain' }).end(rangeBody(breached, match[1]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
