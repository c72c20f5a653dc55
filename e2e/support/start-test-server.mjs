import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';

// Runs the production build for the browser suite on the data directory chosen by playwright.config.ts,
// and removes that directory once the server (and its PostgreSQL) has stopped. With E2E_MEDIA_STORAGE=s3 (the
// suite's default, set in playwright.config.ts) the media go to a local S3-speaking server (s3rver, as in the
// server's own tests) started here first, which also plays the CDN of MEDIA_PUBLIC_BASE_URL: players are
// redirected to it for public files (decision 050). With E2E_MEDIA_STORAGE=local they stay under DATA_DIR.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set by playwright.config.ts');

/** Starts s3rver with an empty bucket and returns the server's S3 settings and a stop function. */
async function startBucket() {
  const directory = mkdtempSync(path.join(tmpdir(), 'streamit-e2e-s3-'));
  const bucket = 'streamit-e2e-media';
  // Anonymous reads from the site's pages, as a CDN in front of the bucket would allow.
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule>
    </CORSConfiguration>`;
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  const { port } = await s3.run();
  const env = {
    MEDIA_STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    MEDIA_PUBLIC_BASE_URL: `http://127.0.0.1:${port}/${bucket}`,
  };
  const stop = async () => {
    await s3.close();
    rmSync(directory, { recursive: true, force: true });
  };
  return { env, stop };
}

const bucket = process.env.E2E_MEDIA_STORAGE === 's3' ? await startBucket() : null;
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...bucket?.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill('SIGINT'));
}
server.once('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await bucket?.stop();
  process.exit(code ?? 1);
});
