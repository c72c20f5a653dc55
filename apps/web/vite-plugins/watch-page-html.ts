import { WATCH_PAGE_STREAM_ATTRIBUTE } from '../../../packages/contract/src/constants.js';
import type { Plugin } from 'vite';

// The pages the build writes beside index.html, for /activities/:id (apps/server/src/http/web-pages.ts): index.html
// plus the watch route's preloads, and the same with the video in the player's place and the app started by
// src/watch-stream-entry.ts.
const WATCH_PAGE_FILE = 'watch.html';
const WATCH_STREAM_PAGE_FILE = 'watch-stream.html';
const WATCH_STREAM_ENTRY_NAME = 'watch-stream-entry';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>/;

// What a watch page needs before it can play, beyond the entry's own graph, in the order the browser should ask for
// it: the stream warm-up (boot-preload.ts), the player's loading module (routes/watch-prefetch.ts), the page.
const WATCH_ROUTE_MODULES = [
  /src[\\/]features[\\/]watch[\\/]warm-stream\.ts$/,
  /src[\\/]features[\\/]watch[\\/]hls-loader\.ts$/,
  /src[\\/]pages[\\/]activity-page\.tsx$/,
];

// The player's place before the app has rendered (decision 045): the header's space, then the watch page's own grid
// and player frame (watch.css, player.css), so the video is where the player will be. React replaces the lot on
// its first render; the player takes the <video> over (features/watch/warm-stream.ts).
const PAGE_STREAM_FRAME = [
  '<div class="page-stream"><div class="page-stream__header"></div>',
  '<div class="page-container watch-page"><div class="watch-stage"><div class="watch-player">',
  `<video class="watch-player__video" preload="auto" playsinline ${WATCH_PAGE_STREAM_ATTRIBUTE} src=""></video>`,
  '</div></div></div></div>',
].join('');

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  modules: Record<string, { renderedLength: number }>;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type BundleOutput = BundleChunk | { type: 'asset'; fileName: string; source: string | Uint8Array };

/** `start` and every chunk it imports statically, by file name. */
function collectStaticGraph(bundle: Record<string, BundleOutput>, start: string, into: Set<string>): void {
  if (into.has(start)) return;
  into.add(start);
  const chunk = bundle[start];
  if (chunk?.type !== 'chunk') return;
  for (const imported of chunk.imports) collectStaticGraph(bundle, imported, into);
}

// zod and the schemas built with it: about 170 kB that the first page or a watch page would fetch and compile beside
// its hero or its video. One value import of a module that builds a schema brings it back (decision 025).
const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;

/** Fails the build when any of `files` carries zod's code: what the page needs first must not (decision 025). */
function assertZodFree(bundle: Record<string, BundleOutput>, files: Set<string>, page: string): void {
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    const zod = Object.entries(chunk.modules).find(
      ([id, module]) => ZOD_MODULE.test(id) && module.renderedLength > 0,
    );
    if (zod)
      throw new Error(
        `${page} loads zod (${zod[0]}, in ${file}): a value import from a contract module that builds a zod ` +
          'schema; import the value from a zod-free module instead (docs/decisions/025-zod-free-web-routes.md).',
      );
  }
}

function listWatchRouteFiles(bundle: Record<string, BundleOutput>): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter((output): output is BundleChunk => output.type === 'chunk');
  const onEveryPage = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry))
    collectStaticGraph(bundle, entry.fileName, onEveryPage);
  const watchGraph = new Set<string>();
  for (const pattern of WATCH_ROUTE_MODULES) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => pattern.test(id)));
    if (!chunk) throw new Error(`watch.html: no chunk for ${String(pattern)}`);
    collectStaticGraph(bundle, chunk.fileName, watchGraph);
  }
  assertZodFree(bundle, onEveryPage, 'Every page');
  assertZodFree(bundle, watchGraph, 'The watch page');
  const scripts = [...watchGraph].filter((file) => !onEveryPage.has(file));
  const styles = scripts.flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return { scripts, styles };
}

function findStreamEntry(bundle: Record<string, BundleOutput>): string {
  const entry = Object.values(bundle).find(
    (output) =>
      output.type === 'chunk' && output.isEntry && output.fileName.includes(WATCH_STREAM_ENTRY_NAME),
  );
  if (!entry) throw new Error(`watch-stream.html: no ${WATCH_STREAM_ENTRY_NAME} chunk`);
  return entry.fileName;
}

/** Both watch pages, from index.html and the bundle. */
function writeWatchPages(indexHtml: string, bundle: Record<string, BundleOutput>): Record<string, string> {
  const { scripts, styles } = listWatchRouteFiles(bundle);
  const links = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // The frame needs the page's styles before its first paint, as the entry's own stylesheet.
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  const watch = indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  const streamEntry = findStreamEntry(bundle);
  const withStream = watch
    .replace(
      ENTRY_SCRIPT,
      `<link rel="modulepreload" crossorigin href="$1">\n    <script type="module" crossorigin src="/${streamEntry}"></script>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${PAGE_STREAM_FRAME}</div>`);
  if (watch === indexHtml || !ENTRY_SCRIPT.test(indexHtml) || !withStream.includes(PAGE_STREAM_FRAME))
    throw new Error('watch pages: index.html changed shape');
  return { [WATCH_PAGE_FILE]: watch, [WATCH_STREAM_PAGE_FILE]: withStream };
}

/**
 * Writes the watch pages: index.html whose head also loads the watch route's chunks and styles (so the browser
 * fetches them while it parses the page, not after the entry has run and asked for them), and a second one with the
 * player's frame in #root, whose video's address the server fills in (apps/server/src/http/web-pages.ts, issue 13).
 */
export function watchPageHtml(): Plugin {
  return {
    name: 'streamit-watch-page-html',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const pages = writeWatchPages(String(index.source), bundle);
      for (const [fileName, source] of Object.entries(pages))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
