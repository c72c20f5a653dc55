import { defineConfig, devices } from '@playwright/test';
import { BOOTSTRAP_ADMIN, DEMO_MEMBER_PASSWORD, X_TEST_BEARER_TOKEN } from './support/accounts.js';
import { adminOrigin, createDataDir, findChromium } from './support/environment.js';

// Chosen once in the runner process; workers inherit these through the environment.
process.env.E2E_PORT ??= String(4100 + (process.pid % 800));
process.env.E2E_DATA_DIR ??= createDataDir('streamit-e2e-');
// Media on S3-compatible storage (s3rver started by support/start-test-server.mjs, also playing the CDN), as a
// deployment with several nodes keeps them; `npm run test:e2e:local-disk` runs the storage-specific video specs
// again with E2E_MEDIA_STORAGE=local, the disk `npm start` uses.
process.env.E2E_MEDIA_STORAGE ??= 's3';
// The SMTP sink of support/global-setup.ts: the product's emails land in E2E_MAIL_DIR for the tests to read.
process.env.E2E_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 1000);
process.env.E2E_MAIL_DIR ??= createDataDir('streamit-e2e-mail-');
// The local X API v2 server and OAuth server of support/global-setup.ts (social tasks, X sign-in).
process.env.E2E_X_API_PORT ??= String(Number(process.env.E2E_PORT) + 1100);
process.env.E2E_OAUTH_PORT ??= String(Number(process.env.E2E_PORT) + 1200);
const oauthIssuer = `http://127.0.0.1:${process.env.E2E_OAUTH_PORT}`;
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// Specs that must not race the others: browse compares what the grids show with what the API lists while
// other specs publish videos and quizzes; the points-configuration spec changes the global earning rules and
// previews the most recently published activities, which would move other specs' quoted points; the operator
// journey has X refuse the server's token so a social claim waits for review, and the server then pauses X
// checks for 15 minutes, which would fail the social-tasks spec's checks through X.
const LAST_SPECS = /(browse|admin-points-config|journey-operator)\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two workers, the server, PostgreSQL and Chromium share 2 cores: tests that take 45-58 s there (account
  // profile, analytics, quizzes) must not fail for the last seconds of a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL,
    // A reader who asked for less motion: no looping hero and card previews, which this 2-core machine's Chromium
    // decodes and draws in software for as long as a page stays open (a third of a core each, measured). The
    // specs about motion (browse, the watch page, the earning loop's Up next, the back-to-top fade) turn it back on.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: LAST_SPECS,
    },
    {
      name: 'chromium-last',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: LAST_SPECS,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node e2e/support/start-test-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: process.env.E2E_PORT,
      PUBLIC_URL: baseURL,
      // Every admin spec runs across the split: /admin pages on 127.0.0.1 move to localhost (decision 091).
      ADMIN_ORIGIN: adminOrigin(),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_WRITE_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '100000',
      // Every spec registers from 127.0.0.1; the per-address sign-up budget is shown by the server's tests.
      AUTH_LIMIT_IP_MAX: '100000',
      // The captcha is solved for real (challenge, proof of work, one-time redemption) on every sign-up, at the
      // server tests' small cost: the default work, seconds of CPU each, would be paid some 60 times a run.
      CAPTCHA_ALTCHA_COST: '1',
      CAPTCHA_ALTCHA_MAX_COUNTER: '20',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}?ignoreTLS=true`,
      DEMO_MEMBER_PASSWORD,
      BOOTSTRAP_ADMIN_EMAIL: BOOTSTRAP_ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: BOOTSTRAP_ADMIN.password,
      // The browser suite never reaches the internet; the server's tests run a local range service.
      BREACHED_PASSWORD_API_URL: '',
      X_API_BASE_URL: `http://127.0.0.1:${process.env.E2E_X_API_PORT}`,
      X_API_BEARER_TOKEN: X_TEST_BEARER_TOKEN,
      X_API_CACHE_SECONDS: '0',
      // Short reading bounds so art-story.spec.ts reads a story in a few seconds (decision 069).
      STORY_WORDS_PER_MINUTE: '6000',
      STORY_MEDIA_SECONDS: '1',
      STORY_SECTION_MIN_SECONDS: '0.5',
      STORY_VIDEO_MAX_SECONDS: '1',
      TWITTER_CLIENT_ID: 'x-e2e-client',
      TWITTER_CLIENT_SECRET: 'x-e2e-secret',
      TWITTER_AUTH_URL: `${oauthIssuer}/authorize`,
      TWITTER_TOKEN_URL: `${oauthIssuer}/token`,
      TWITTER_USERINFO_URL: `${oauthIssuer}/userinfo`,
    },
  },
});
