import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in provider that answers every call with 302 to a second path of its own, where a plausible
 * success waits: a client that followed the redirect would land there and believe it. `landed` lists
 * what reached the second path (ASVS V15.3.2: outbound calls do not follow redirects).
 */
export interface RedirectTrap {
  url: string;
  redirected: string[];
  landed: string[];
  close(): Promise<void>;
}

const SUCCESS = {
  success: true,
  score: 0.9,
  status: 'approved',
  access_token: 'landed-token',
  data: { id: '42', name: 'Landed', username: 'landed' },
};

export async function startRedirectTrap(): Promise<RedirectTrap> {
  const trap: RedirectTrap = { url: '', redirected: [], landed: [], close: () => Promise.resolve() };
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    request.resume();
    if (path.startsWith('/landed')) {
      trap.landed.push(path);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(SUCCESS));
      return;
    }
    trap.redirected.push(path);
    response.writeHead(302, { location: `${trap.url}/landed${path}` });
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  trap.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  trap.close = () =>
    new Promise((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  return trap;
}
