import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const PLAYING_TIMEOUT_MS = 60_000;

/** Chromium for the page-load figure: CHROMIUM_PATH, else the distribution's (what CI installs). */
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
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<number>} ms from navigation start to the first 'playing'
 */
async function measureOneLoad(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
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
 * @returns {Promise<number[]>}
 */
export async function measurePageLoadToPlaying(url, runs) {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required', '--disable-gpu'],
  });
  try {
    await measureOneLoad(browser, url); // warm-up: server-side caches and the JIT, discarded
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measureOneLoad(browser, url));
    return samples;
  } finally {
    await browser.close();
  }
}
