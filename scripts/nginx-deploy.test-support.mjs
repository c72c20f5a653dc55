import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

/** Where nginx is: Debian's package (installed by .ci/run) or NGINX_PATH. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const DEPLOY_CONF = path.join(ROOT, 'deploy/nginx/streamit.conf');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function replaceOnce(text, from, to) {
  if (!text.includes(from)) throw new Error(`deploy/nginx/streamit.conf no longer has "${from}"`);
  return text.replace(from, to);
}

/** The shipped server blocks with only addresses, ports and certificate paths made the test's own. */
function localiseDeployConf(dir, ports) {
  let conf = readFileSync(DEPLOY_CONF, 'utf8');
  conf = replaceOnce(conf, 'listen [::]:80;', '');
  conf = replaceOnce(conf, 'listen [::]:443 ssl http2;', '');
  conf = replaceOnce(conf, 'listen 80;', `listen 127.0.0.1:${ports.http};`);
  conf = replaceOnce(conf, 'listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  conf = conf.replaceAll('/var/log/nginx/streamit.access.log', `${dir}/access.log`);
  // The internal CA the upstream certificates are checked against (no upstream is reached in these tests).
  conf = conf.replace(
    /proxy_ssl_trusted_certificate\s+\S+;/,
    `proxy_ssl_trusted_certificate ${dir}/cert.pem;`,
  );
  conf = conf.replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${dir}/cert.pem;`);
  return conf.replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${dir}/key.pem;`);
}

function wrapInMainConf(dir, serverBlocks) {
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${serverBlocks}
}
`;
}

// A self-signed certificate for localhost, made fresh: the client trusts exactly it, so every handshake
// in the tests validates the certificate like a real client does.
function makeCertificate(dir) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return readFileSync(path.join(dir, 'cert.pem'), 'utf8');
}

async function waitForPort(port, child, dir) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(`${dir}/error.log`, 'utf8')}`);
    const open = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not start listening');
}

/** Runs deploy/nginx/streamit.conf in nginx on free local ports; `nginx -t` first. */
export async function startDeployNginx() {
  const dir = mkdtempSync(path.join(tmpdir(), 'streamit-nginx-tls-'));
  const ports = { http: await freePort(), https: await freePort() };
  const cert = makeCertificate(dir);
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, wrapInMainConf(dir, localiseDeployConf(dir, ports)));
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', confFile], { stdio: 'pipe' });
  const child = spawn(NGINX, ['-p', dir, '-c', confFile, '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitForPort(ports.http, child, dir);
  const stop = () => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  const readAccessLog = () => readFileSync(path.join(dir, 'access.log'), 'utf8');
  return { ports, cert, stop, readAccessLog };
}

export const hasNginx = () => existsSync(NGINX);
