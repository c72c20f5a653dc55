import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in for the KYC provider: verification states by customer id, behind an API key. */
export interface KycTestServer {
  url: string;
  /** Sets what the provider says about a customer (`null` → 404, never seen). */
  setStatus(customerId: string, status: string | null): void;
  /** Makes every answer a 500 (the provider is down). */
  failing: boolean;
  /** The x-api-key headers received. */
  keysSeen: string[];
  close(): Promise<void>;
}

/** Starts the stand-in on a free loopback port; it speaks `GET /v1/kyc/verifications/:id` → `{ status }`. */
export async function startKycTestServer(apiKey: string): Promise<KycTestServer> {
  const statuses = new Map<string, string>();
  const state: KycTestServer = {
    url: '',
    setStatus: (id, status) => {
      if (status === null) statuses.delete(id);
      else statuses.set(id, status);
    },
    failing: false,
    keysSeen: [],
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
  const server: Server = createServer((request, response) => {
    const key = request.headers['x-api-key'];
    state.keysSeen.push(typeof key === 'string' ? key : '');
    const match = /^\/v1\/kyc\/verifications\/([^/?]+)$/.exec(request.url ?? '');
    const status = match?.[1] ? statuses.get(decodeURIComponent(match[1])) : undefined;
    const reply = (code: number, body: object) => {
      response.writeHead(code, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (state.failing) reply(500, { error: 'internal' });
    else if (key !== apiKey) reply(401, { error: 'unauthorized' });
    else if (!match || status === undefined) reply(404, { error: 'customer not found' });
    else reply(200, { customerId: match[1], status });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
