import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH } from '@streamit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.js';
import { readWatchPageHints } from './page-preloads.js';
import { loadWebPages, renderWatchPage } from './web-pages.js';

const ONE_YEAR_SECONDS = 31_536_000;

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith(`${API_BASE_PATH}/`) || request.url === API_BASE_PATH) return false;
  if (request.url.startsWith('/assets/')) return false;
  return request.headers.accept?.includes('text/html') ?? false;
}

/**
 * Serves the built web app: hashed files under /assets are immutable for a year, pages are revalidated every
 * time, unknown page paths fall back to index.html for client routing, and watch pages get watch.html with
 * their hints (page-preloads.ts, web-pages.ts).
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string): Promise<void> {
  const pages = loadWebPages(webDistDir);
  if (pages) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // One route per built file, listed once at start-up: no filesystem look-up for API paths or
      // unknown URLs (those reach the not-found handler directly). A new build needs a restart anyway.
      wildcard: false,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          'Cache-Control',
          hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (pages && isPageRequest(request)) {
      void reply.header('Cache-Control', 'no-cache');
      const hints = readWatchPageHints(request.url, request.server.publicReadCache);
      if (!hints) return reply.sendFile('index.html');
      return reply
        .header('Link', hints.link)
        .type('text/html; charset=utf-8')
        .send(renderWatchPage(pages, hints.playlist));
    }
    return sendError(reply, 'ROUTE_NOT_FOUND');
  });
}
