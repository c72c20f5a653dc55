import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/embedded/free-port.js';
import { SERVER_ROOT } from '../src/paths.js';
import type { S3TestServer } from './s3-test-server.js';

/** One API node or worker process of the cluster. */
export interface ClusterProcess {
  port: number;
  url: string;
  child: ChildProcess;
}

/** nginx in front of two API nodes and one worker, on one PostgreSQL and one S3 bucket (issue 29). */
export interface Cluster {
  /** nginx's address: what members and creators reach. */
  url: string;
  nodes: ClusterProcess[];
  worker: ChildProcess;
  /** Upstream port of every request nginx has logged so far. */
  upstreamPorts(): number[];
  startWorker(): ChildProcess;
  stop(): Promise<void>;
}

/** Where nginx is: Debian's package (installed by .ci/run) or NGINX_PATH. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function nginxConfig(dir: string, port: number, upstreams: number[], bucketUrl: string): string {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n');
  // The directives that matter mirror deploy/nginx/streamit.conf; paths and ports are the test's own. The nodes
  // are reached over HTTP on loopback here: upstream-tls.test.ts runs the shipped file's TLS lines (decision 088).
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstream '$status $upstream_addr $request_method $uri';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream streamit_api {
${servers}
    keepalive 16;
  }
  # A resumable upload's bytes wait on the node that took it until the last PATCH: every request of one
  # activity's upload goes to the same node (consistent hash of the activity id).
  map $uri $upload_activity {
    ~^/api/v1/activities/(?<activity>[^/]+)/upload-video $activity;
    default "";
  }
  upstream streamit_uploads {
    hash $upload_activity consistent;
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 0;
    # The CDN of MEDIA_PUBLIC_BASE_URL: anonymous reads of the bucket, keys as stored.
    location /cdn/ {
      proxy_pass ${bucketUrl};
      add_header Access-Control-Allow-Origin * always;
    }
    location ~ ^/api/v1/activities/[^/]+/upload-video {
      proxy_pass http://streamit_uploads;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
    }
    location / {
      proxy_pass http://streamit_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    const healthy = await fetch(`${url}/api/v1/health`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never became healthy`);
}

function startProcess(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [path.join(SERVER_ROOT, 'dist', script)], { env, stdio: 'ignore' });
  return child;
}

/** The environment every process of the cluster shares: one database, one bucket, limits under test. */
function sharedEnv(options: StartClusterOptions, publicUrl: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    WALLET_MASTER_KEY: options.walletMasterKey,
    // A deployed server needs the staff area's own origin (decision 091); no test here opens it in a browser.
    ADMIN_ORIGIN: 'https://admin.streamit.invalid',
    // One column key for every node: a webhook secret written through one node is read by the other.
    COLUMN_ENCRYPTION_KEY: options.columnEncryptionKey,
    // A deployed server must name its scanner; the topology test is about the network, not uploads (decision 090).
    ANTIVIRUS_CLAMD_URL: 'off',
    // Secrets every node must share (deploy/streamit.env.example): without them each process makes its own,
    // and a captcha fetched from one node fails on the other (measured: the newcomer's sign-up got 400).
    CAPTCHA_HMAC_KEY: options.sharedSecret,
    FILE_LINK_SECRET: options.sharedSecret,
    PUBLIC_URL: publicUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent/web-dist',
    TRUST_PROXY: '127.0.0.1',
    MEDIA_STORAGE: 's3',
    MEDIA_PUBLIC_BASE_URL: `${publicUrl}/cdn`,
    S3_BUCKET: options.s3.bucket,
    S3_ENDPOINT: options.s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: options.s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: options.s3.credentials.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...options.env,
  };
}

/** What a cluster is started with. */
export interface StartClusterOptions {
  databaseUrl: string;
  s3: S3TestServer;
  walletMasterKey: string;
  /** The key of the encrypted columns, the same on every node (required in production with DATABASE_URL). */
  columnEncryptionKey: string;
  /** The HMAC key of captchas and signed file links, the same on every node. */
  sharedSecret: string;
  env: Record<string, string>;
}

/** Starts two API nodes (jobs off), one worker and nginx load-balancing the nodes. */
export async function startCluster(options: StartClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'streamit-topology-'));
  const nginxPort = await findFreePort();
  const url = `http://127.0.0.1:${nginxPort}`;
  const env = sharedEnv(options, url);
  const nodes: ClusterProcess[] = [];
  for (const name of ['node-a', 'node-b']) {
    const port = await findFreePort();
    const dataDir = path.join(dir, name);
    mkdirSync(dataDir);
    const child = startProcess('main.js', {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      RUN_JOBS_IN_PROCESS: 'false',
    });
    nodes.push({ port, url: `http://127.0.0.1:${port}`, child });
  }
  await Promise.all(nodes.map((node) => waitForHealth(node.url, node.child)));
  const workerDir = path.join(dir, 'worker');
  mkdirSync(workerDir);
  const startWorker = () => startProcess('worker.js', { ...env, DATA_DIR: workerDir });
  const cluster: Cluster = {
    url,
    nodes,
    worker: startWorker(),
    upstreamPorts: () =>
      readFileSync(path.join(dir, 'access.log'), 'utf8')
        .split('\n')
        .flatMap((line) => [...line.matchAll(/127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1]))),
    startWorker: () => (cluster.worker = startWorker()),
    stop: async () => {
      for (const child of [...nodes.map((node) => node.child), cluster.worker, nginx]) child.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 200));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    nginxConfig(
      dir,
      nginxPort,
      nodes.map((node) => node.port),
      `${options.s3.endpoint}/${options.s3.bucket}/`,
    ),
  );
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  await waitForHealth(url, nginx);
  return cluster;
}

/** A random 32-byte key, as the wallet master key and the column key are (production with DATABASE_URL requires both). */
export function randomMasterKey(): string {
  return randomBytes(32).toString('base64');
}
