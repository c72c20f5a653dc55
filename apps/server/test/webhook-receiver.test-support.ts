import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { verifyWebhookSignature } from '../src/modules/partners/partner-webhook-signature.js';

/** One request the receiver got, with its raw body exactly as sent. */
export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server on loopback standing in for a partner's system: answers each request with the next status. */
export async function startWebhookReceiver(statuses: number[]) {
  const received: ReceivedHook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/streamit`,
    received,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

/** The receiver a suite's tests share: started before them, closed after them; read its fields inside tests. */
export function useWebhookReceiver(statuses: number[] = []) {
  const shared = {} as Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    Object.assign(shared, await startWebhookReceiver(statuses));
  });
  afterAll(() => shared.close());
  return shared;
}

/**
 * The received hook of `type` whose body names `id` (a partner or a campaign), its body parsed, and whether its
 * streamit-signature verifies under `secret` over the raw body with the timestamp it carries.
 */
export function signedHook(received: ReceivedHook[], id: string, type: string, secret: string) {
  const hook = received.find((item) => item.body.includes(id) && item.headers['streamit-event'] === type);
  const header = String(hook?.headers['streamit-signature']);
  const t = Number(/t=(\d+)/.exec(header)?.[1]);
  return {
    body: JSON.parse(hook?.body ?? '{}') as { type: string; data: object },
    verified: verifyWebhookSignature(secret, header, hook?.body ?? '', t),
  };
}
