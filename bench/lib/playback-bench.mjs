import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

// The full browser first (what the figures of record used); the headless shell is what `.ci/run` installs, so a
// machine set up by it still runs the bench (its figures are lower: bench/README.md, 2026-11-30).
const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/lib/chromium/chromium-headless-shell',
];
const PLAYING_TIMEOUT_MS = 60_000;

/** Chromium for the page-load figure: CHROMIUM_PATH, else the distribution's browser, else its headless shell. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  const found = fromEnv ?? CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH.');
  }
  return found;
}

// Runs in the page before any of its scripts: resolves with the time, in ms since navigation start,
// of the first 'playing' event of any <video> ('playing' does not bubble, so listen while capturing).
const RECORD_FIRST_PLAYING = `
  window.__firstPlayingMs = new Promise((resolve) => {
    document.addEventListener('playing', () => resolve(performance.now()), { capture: true, once: true });
  });
`;

/**
 * @typedef {object} MemberSession what the web app keeps after a sign-in (STORAGE_KEYS in the contract)
 * @property {string} token
 * @property {unknown} user
 * @property {unknown} wallet
 */

/**
 * A script run in the page before its own: the member is signed in as after a login in this browser.
 * @param {MemberSession} session
 */
function storeSession(session) {
  const entries = [
    ['streamit.token', session.token],
    ['streamit.user', JSON.stringify(session.user)],
    ['streamit.wallet', JSON.stringify(session.wallet)],
  ];
  return entries
    .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
    .join('\n');
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {MemberSession} [session] signed in as this member; a guest without
 * @returns {Promise<number>} ms from navigation start to the first 'playing'
 */
async function measureOneLoad(browser, url, session) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (session) await page.addInitScript(storeSession(session));
    await page.addInitScript(RECORD_FIRST_PLAYING);
    await page.goto(url, { waitUntil: 'commit' });
    const firstPlaying = `Promise.race([window.__firstPlayingMs, new Promise((_, reject) =>
      setTimeout(() => reject(new Error('no "playing" event within ${PLAYING_TIMEOUT_MS} ms')), ${PLAYING_TIMEOUT_MS}))])`;
    return Number(await page.evaluate(firstPlaying));
  } finally {
    await context.close();
  }
}

/**
 * Loads the watch page `runs` times, each in a fresh browser context (empty cache, new connections),
 * and records the time from navigation start to the video's first 'playing' event. The player starts
 * by itself on the watch page; Chromium's autoplay policy is relaxed so sound does not block that.
 * @param {string} url
 * @param {number} runs
 * @param {MemberSession} [session] load as this signed-in member (a guest without)
 * @returns {Promise<number[]>}
 */
export async function measurePageLoadToPlaying(url, runs, session) {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required', '--disable-gpu'],
  });
  try {
    await measureOneLoad(browser, url, session); // warm-up: server-side caches and the JIT, discarded
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measureOneLoad(browser, url, session));
    return samples;
  } finally {
    await browser.close();
  }
}

// Runs in the page before any of its scripts: keeps the latest largest-contentful-paint candidate.
const RECORD_LCP = `
  window.__lcpMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcpMs = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;
// Once the page has been quiet this long, no later candidate is expected (LCP also stops at the first input).
const LCP_SETTLE_MS = 1_500;

/**
 * @typedef {object} HomePageFigures
 * @property {number[]} lcpMs largest contentful paint of each measured load
 * @property {{ url: string, gzipBytes: number }[]} scripts every script the first measured load fetched
 * @property {number} jsGzipBytes their sum, each gzipped at level 9 (the server sends them as they are)
 */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {boolean} recordScripts
 */
async function loadHomeOnce(browser, url, recordScripts) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    /** @type {Promise<{ url: string, gzipBytes: number }>[]} */
    const scripts = [];
    if (recordScripts) {
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(
          response
            .body()
            .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })),
        );
      });
    }
    await page.addInitScript(RECORD_LCP);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(LCP_SETTLE_MS);
    return { lcpMs: Number(await page.evaluate('window.__lcpMs')), scripts: await Promise.all(scripts) };
  } finally {
    await context.close();
  }
}

/**
 * The home page for a guest, `runs` times in fresh contexts after a discarded warm-up: its largest contentful
 * paint (PerformanceObserver 'largest-contentful-paint') and every script it actually fetched.
 * @param {string} url
 * @param {number} runs
 * @returns {Promise<HomePageFigures>}
 */
export async function measureHomePage(url, runs) {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await loadHomeOnce(browser, url, false);
    const lcpMs = [];
    /** @type {{ url: string, gzipBytes: number }[]} */
    let scripts = [];
    for (let run = 0; run < runs; run += 1) {
      const load = await loadHomeOnce(browser, url, run === 0);
      lcpMs.push(load.lcpMs);
      if (run === 0) scripts = load.scripts;
    }
    return { lcpMs, scripts, jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}
