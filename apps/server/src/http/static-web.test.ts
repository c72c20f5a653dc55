import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let context: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'streamit-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>StreamIt</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(webDist, 'watch.html'),
    '<!doctype html><title>StreamIt</title><link rel="modulepreload" href="/assets/activity-page-1.js">' +
      '<div id="root"></div>',
  );
  writeFileSync(
    path.join(webDist, 'watch-stream.html'),
    '<!doctype html><title>StreamIt</title><div id="root"><video data-warm-stream src=""></video></div>',
  );
  writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  // A source-control folder left in the build output by mistake (ASVS V13.4.1): never served.
  mkdirSync(path.join(webDist, '.git'));
  writeFileSync(path.join(webDist, '.git', 'config'), '[core]\n\trepositoryformatversion = 0\n');
  context = await createTestContext({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await context.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html at / and revalidates it every time', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>StreamIt</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client-side routes', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/watch-to-earn',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('asks the browser to preload the activity of a watch page, and nothing for other pages', async () => {
    const page = (url: string) =>
      context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect((await page('/activities/3f1c2a9e-0b7d-4c59-9f1e-2d3c4b5a6978')).headers.link).toBe(
      '</api/v1/activities/3f1c2a9e-0b7d-4c59-9f1e-2d3c4b5a6978>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    expect((await page('/activities/a%22b%3E?t=1')).headers.link).toBe(
      '</api/v1/activities/a%22b%3E>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    expect((await page('/activities/games')).headers.link).toBeUndefined();
    expect((await page('/activities/x/y')).headers.link).toBeUndefined();
    expect((await page('/watch-to-earn')).headers.link).toBeUndefined();
  });

  it('answers watch pages with watch.html (the route preloaded), other pages with index.html', async () => {
    const page = (url: string) =>
      context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const watch = await page('/activities/3f1c2a9e-0b7d-4c59-9f1e-2d3c4b5a6978');
    expect(watch.statusCode).toBe(200);
    expect(watch.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(watch.headers['cache-control']).toBe('no-cache');
    expect(watch.body).toContain('activity-page-1.js');
    // Nothing is cached for this activity, so the server does not know its stream: no video in the page.
    expect(watch.body).not.toContain('<video');
    expect(watch.body).toContain('<div id="root"></div>');
    const other = await page('/watch-to-earn');
    expect(other.body).not.toContain('activity-page-1.js');
  });

  it('keeps JSON 404s for unknown API paths and missing assets', async () => {
    const api = await context.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
    const asset = await context.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: 'text/html' },
    });
    expect(asset.statusCode).toBe(404);
  });

  it('never serves a .git folder left in the build, nor lists a folder', async () => {
    for (const accept of ['text/html', '*/*']) {
      const git = await context.app.inject({ method: 'GET', url: '/.git/config', headers: { accept } });
      expect(git.body).not.toContain('repositoryformatversion');
      const folder = await context.app.inject({ method: 'GET', url: '/assets/', headers: { accept } });
      expect(folder.body).not.toContain('index-3f9a1c.js');
    }
  });

  it('answers TRACE with 404 and never echoes the request back', async () => {
    for (const url of ['/', '/api/v1/health', '/assets/index-3f9a1c.js']) {
      const response = await context.app.inject({
        method: 'TRACE',
        url,
        headers: { accept: 'text/html', 'x-echo-probe': 'trace-secret' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('trace-secret');
    }
  });
});
