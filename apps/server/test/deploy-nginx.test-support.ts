import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findFreePort } from '../src/embedded/free-port.js';
import { SERVER_ROOT } from '../src/paths.js';
import { NGINX } from './topology-cluster.test-support.js';

/** The shipped nginx site, run as it is with only addresses, ports, paths and certificates made the test's. */
export const DEPLOY_CONF = path.resolve(SERVER_ROOT, '../../deploy/nginx/streamit.conf');

/** nginx running deploy/nginx/streamit.conf in front of test API nodes. */
export interface DeployNginx {
  httpsPort: number;
  /** nginx's error log so far (upstream TLS refusals are written there). */
  readErrorLog(): string;
  stop(): void;
}

/** What the shipped file is localised with. */
export interface DeployNginxOptions {
  dir: string;
  /** Ports of the API nodes on 127.0.0.1, in place of the example's 10.0.0.x:3000. */
  upstreamPorts: number[];
  /** The certificate members reach nginx with, and its key. */
  front: { certFile: string; keyFile: string };
  /** The internal CA the nodes' certificates are checked against. */
  internalCaFile: string;
}

function replaceRequired(text: string, pattern: RegExp, to: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/streamit.conf no longer matches ${String(pattern)}`);
  return text.replace(pattern, to);
}

function localise(options: DeployNginxOptions, ports: { http: number; https: number }): string {
  const { dir, front } = options;
  let conf = readFileSync(DEPLOY_CONF, 'utf8');
  conf = conf.replace(/^\s*listen \[::\]:\d+[^;]*;$/gm, '');
  conf = replaceRequired(conf, /listen 80;/, `listen 127.0.0.1:${String(ports.http)};`);
  conf = replaceRequired(conf, /listen 443 /, `listen 127.0.0.1:${String(ports.https)} `);
  conf = conf.replaceAll('/var/log/nginx/streamit.access.log', `${dir}/access.log`);
  conf = replaceRequired(conf, /ssl_certificate\s+\S+;/, `ssl_certificate ${front.certFile};`);
  conf = replaceRequired(conf, /ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${front.keyFile};`);
  conf = replaceRequired(
    conf,
    /proxy_ssl_trusted_certificate\s+\S+;/,
    `proxy_ssl_trusted_certificate ${options.internalCaFile};`,
  );
  // Each upstream block lists the example's nodes; the test's nodes take their places, in order.
  let index = 0;
  return conf.replace(/server 10\.0\.0\.\d+:3000/g, () => {
    const port = options.upstreamPorts[index++ % options.upstreamPorts.length] ?? 0;
    return `server 127.0.0.1:${String(port)}`;
  });
}

function wrap(dir: string, site: string): string {
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

async function waitForPort(port: number, exited: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !exited(); attempt += 1) {
    const open = await fetch(`http://127.0.0.1:${String(port)}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not start listening');
}

/** Starts nginx on the shipped site in `options.dir` (checked with `nginx -t` first). */
export async function startDeployNginx(options: DeployNginxOptions): Promise<DeployNginx> {
  const ports = { http: await findFreePort(), https: await findFreePort() };
  const confFile = path.join(options.dir, 'nginx.conf');
  writeFileSync(confFile, wrap(options.dir, localise(options, ports)));
  execFileSync(NGINX, ['-t', '-q', '-p', options.dir, '-c', confFile], { stdio: 'pipe' });
  const child = spawn(NGINX, ['-p', options.dir, '-c', confFile, '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitForPort(ports.http, () => child.exitCode !== null);
  const errorLog = path.join(options.dir, 'error.log');
  return {
    httpsPort: ports.https,
    readErrorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
    stop: () => child.kill('SIGKILL'),
  };
}
