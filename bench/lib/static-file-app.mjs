// Child process entry of the segment-throughput baseline: its own process, like the real server, so it
// never shares the load generator's event loop. Receives the folder to serve over IPC, answers with its
// port, and exits once the parent disconnects.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

/**
 * Node's http module streaming files from a folder with a Content-Length, and nothing else (no range,
 * no caching headers, no access check, no rate limit): the floor for serving a segment from disk.
 * @param {string} rootDir
 */
function createStaticFileServer(rootDir) {
  return http.createServer((request, response) => {
    const relative = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const filePath = path.join(rootDir, relative);
    if (!filePath.startsWith(`${rootDir}${path.sep}`)) return void response.writeHead(404).end();
    stat(filePath).then(
      (info) => {
        response.writeHead(200, { 'content-length': info.size, 'content-type': 'video/iso.segment' });
        createReadStream(filePath).pipe(response);
      },
      () => void response.writeHead(404).end(),
    );
  });
}

process.once('message', (message) => {
  const { rootDir } = /** @type {{ rootDir: string }} */ (message);
  const server = createStaticFileServer(path.resolve(rootDir));
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.once('disconnect', () => void server.close());
});
