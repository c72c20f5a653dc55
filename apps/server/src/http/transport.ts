import { readFileSync } from 'node:fs';
import type { ServerOptions } from 'node:http';
import type { ServerOptions as HttpsServerOptions } from 'node:https';
import type { Socket } from 'node:net';
import { ERRORS, type ErrorCode } from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

// Node checks header and request deadlines on this beat; the default (30 s) would let a stalled
// connection outlive its deadline by up to half a minute.
const CONNECTION_CHECK_INTERVAL_MS = 1_000;

type TransportConfig = Pick<
  Config,
  'HEADERS_TIMEOUT_MS' | 'BODY_MIN_BYTES_PER_SECOND' | 'BODY_RATE_WINDOW_MS'
>;

/** Options for Node's HTTP server: the header deadline, checked often enough to fire on time. */
export function transportServerOptions(config: TransportConfig): ServerOptions {
  return {
    headersTimeout: config.HEADERS_TIMEOUT_MS,
    connectionsCheckingInterval: CONNECTION_CHECK_INTERVAL_MS,
  };
}

/**
 * HTTPS for a node given TLS_CERT_FILE and TLS_KEY_FILE (nginx verifies it against the internal CA, ASVS
 * V12.3.3), with the same header deadline; null for plain HTTP. The files are read once, at start-up.
 */
export function httpsServerOptions(
  config: TransportConfig & Pick<Config, 'TLS_CERT_FILE' | 'TLS_KEY_FILE'>,
): HttpsServerOptions | null {
  if (!config.TLS_CERT_FILE || !config.TLS_KEY_FILE) return null;
  return {
    ...transportServerOptions(config),
    cert: readFileSync(config.TLS_CERT_FILE),
    key: readFileSync(config.TLS_KEY_FILE),
    minVersion: 'TLSv1.2',
  };
}

function rawErrorResponse(code: ErrorCode, reason: string): string {
  const body = JSON.stringify({ error: { code, message: ERRORS[code].message } });
  return (
    `HTTP/1.1 ${ERRORS[code].status} ${reason}\r\nConnection: close\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/** Answers 408 on a connection that has not had a response yet, then closes it. */
function closeWithTimeout(socket: Socket, responseStarted: boolean): void {
  if (socket.destroyed) return;
  if (responseStarted || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(rawErrorResponse('REQUEST_TIMEOUT', 'Request Timeout'));
}

/**
 * Fastify's `clientErrorHandler`: errors Node raises before a request exists (header deadline,
 * unparsable request line or headers) answered with the error body of every other response.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    closeWithTimeout(socket, false);
    return;
  }
  if (socket.writable) socket.end(rawErrorResponse('VALIDATION_FAILED', 'Bad Request'));
  else socket.destroy();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function watchBodyRate(request: FastifyRequest, responseStarted: () => boolean, config: TransportConfig) {
  const socket = request.raw.socket as Socket | null;
  // Injected requests (tests) have no real socket and arrive whole.
  if (!socket || typeof socket.bytesRead !== 'number') return;
  const minBytes = (config.BODY_MIN_BYTES_PER_SECOND * config.BODY_RATE_WINDOW_MS) / 1000;
  let lastRead = socket.bytesRead;
  const timer = setInterval(() => {
    if (request.raw.complete || socket.destroyed) {
      clearInterval(timer);
      return;
    }
    const read = socket.bytesRead - lastRead;
    lastRead = socket.bytesRead;
    // Bytes already waiting in the request stream mean the app is the slow reader, not the client.
    if (read >= minBytes || request.raw.readableLength > 0) return;
    clearInterval(timer);
    request.log.info({ read, windowMs: config.BODY_RATE_WINDOW_MS }, 'request body too slow');
    closeWithTimeout(socket, responseStarted());
  }, config.BODY_RATE_WINDOW_MS);
  timer.unref();
  const stop = () => {
    clearInterval(timer);
  };
  request.raw.once('end', stop);
  request.raw.once('close', stop);
}

/**
 * A minimum body rate: Node's request deadline is one number for every route, long enough for large
 * uploads, so a body trickled a byte at a time is cut here instead (408) once a window passes slower
 * than BODY_MIN_BYTES_PER_SECOND.
 */
export function installBodyRateGuard(app: FastifyInstance, config: TransportConfig): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (hasBody(request)) watchBodyRate(request, () => reply.raw.headersSent, config);
    done();
  });
}
