// Child process entry of the bare baseline: its own process, like the real server, so it never
// shares the load generator's event loop. Receives the recorded responses over IPC, answers with
// its port, and exits once the parent disconnects (including when the parent dies).
import Fastify from 'fastify';

/** @typedef {{ path: string, contentType: string, bodyBase64: string }} ReplayedResponse */

/**
 * A bare Fastify (no plugins, no logger, no database) serving fixed bytes from memory.
 * @param {ReplayedResponse[]} responses
 */
async function startBareFastify(responses) {
  const app = Fastify({ logger: false });
  for (const { path, contentType, bodyBase64 } of responses) {
    const body = Buffer.from(bodyBase64, 'base64');
    app.get(path, (_request, reply) => reply.type(contentType).send(body));
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

process.once('message', (message) => {
  const { responses } = /** @type {{ responses: ReplayedResponse[] }} */ (message);
  void startBareFastify(responses).then((app) => {
    const address = app.server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
    process.once('disconnect', () => void app.close());
  });
});
