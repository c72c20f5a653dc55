import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeployNginx, type DeployNginx } from './deploy-nginx.test-support.js';
import { createTestContext, type TestContext } from './test-app.js';
import {
  issueCertificate,
  makeAuthority,
  makeCertificateDir,
  type TestAuthority,
  type TestCertificate,
} from './tls-certificates.test-support.js';
import { NGINX } from './topology-cluster.test-support.js';

/**
 * ASVS V12.3.3 and V12.3.4: the shipped deploy/nginx/streamit.conf reaches API nodes over TLS and accepts only a
 * node whose certificate chains to the internal CA and names api.streamit.internal. Real nginx, real API nodes
 * serving HTTPS from TLS_CERT_FILE/TLS_KEY_FILE, certificates made by openssl for this run.
 */
const describeWithNginx = existsSync(NGINX) || process.env.CI ? describe : describe.skip;
const NODE_NAME = 'api.streamit.internal';

const certificates = makeCertificateDir();
let internalCa: TestAuthority;
let context: TestContext;
const impostors: Server[] = [];
const proxies: DeployNginx[] = [];

/**
 * An impostor on the node's address: a TLS server that would answer 200 to anything, so a 502 through nginx
 * can only come from nginx refusing its certificate. Resolves with its port.
 */
async function startImpostor(certificate: TestCertificate): Promise<number> {
  const impostor = createServer(
    { cert: readFileSync(certificate.certFile), key: readFileSync(certificate.keyFile) },
    (_request, answer) =>
      answer.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'),
  );
  impostors.push(impostor);
  await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
  return (impostor.address() as AddressInfo).port;
}

/** nginx on the shipped site, in its own folder, in front of the node on `port`. */
async function startProxy(port: number): Promise<DeployNginx> {
  const folder = `${certificates.dir}/nginx-${String(proxies.length)}`;
  mkdirSync(folder);
  const front = issueCertificate(internalCa, certificates.dir, `front-${String(proxies.length)}`, [
    'localhost',
  ]);
  const proxy = await startDeployNginx({
    dir: folder,
    upstreamPorts: [port],
    front,
    internalCaFile: internalCa.certFile,
  });
  proxies.push(proxy);
  return proxy;
}

/** GET through nginx's HTTPS server block, trusting only the test's CA, as a member's browser would. */
function getThrough(proxy: DeployNginx, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port: proxy.httpsPort, path: pathname, servername: 'localhost' };
    const sent = request({ ...options, ca: internalCa.pem }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => {
        resolve({ status: answer.statusCode ?? 0, body });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

beforeAll(async () => {
  if (!existsSync(NGINX) && !process.env.CI) return;
  internalCa = makeAuthority(certificates.dir, 'internal');
  const node = issueCertificate(internalCa, certificates.dir, 'node', [NODE_NAME]);
  context = await createTestContext({ TLS_CERT_FILE: node.certFile, TLS_KEY_FILE: node.keyFile });
  await context.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);

afterAll(async () => {
  certificates.remove();
  if (!existsSync(NGINX) && !process.env.CI) return;
  for (const proxy of proxies) proxy.stop();
  for (const impostor of impostors) impostor.close();
  await context.close();
});

describeWithNginx('nginx to the API nodes over verified TLS (ASVS V12.3.3, V12.3.4)', () => {
  it('serves the API through nginx from a node that speaks only TLS with an internal-CA certificate', async () => {
    const port = (context.app.server.address() as AddressInfo).port;
    const proxy = await startProxy(port);
    const answer = await getThrough(proxy, '/api/v1/health');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
    // The node has no plain-HTTP door: a request without TLS gets no HTTP answer at all.
    await expect(fetch(`http://127.0.0.1:${String(port)}/api/v1/health`)).rejects.toThrow();
  });

  it('refuses with 502 an impostor on a node address whose certificate comes from another CA', async () => {
    const rogueCa = makeAuthority(certificates.dir, 'rogue');
    const port = await startImpostor(issueCertificate(rogueCa, certificates.dir, 'rogue-node', [NODE_NAME]));
    const proxy = await startProxy(port);
    expect((await getThrough(proxy, '/api/v1/health')).status).toBe(502);
    expect(proxy.readErrorLog()).toMatch(/upstream SSL certificate verify error/);
  });

  it('refuses with 502 an impostor on a node address whose internal-CA certificate names another host', async () => {
    const port = await startImpostor(
      issueCertificate(internalCa, certificates.dir, 'misnamed-node', ['db.streamit.internal']),
    );
    const proxy = await startProxy(port);
    expect((await getThrough(proxy, '/api/v1/health')).status).toBe(502);
    expect(proxy.readErrorLog()).toMatch(/upstream SSL certificate does not match "api\.streamit\.internal"/);
  });
});
