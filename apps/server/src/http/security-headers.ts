import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { Config } from '../config.js';

// Everything from our own origin, nothing inline but styles React sets as attributes.
const BASE_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  // The app has no <base> element, so none may be injected to re-point its relative URLs.
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** The page CSP: public media may also come from the CDN of MEDIA_PUBLIC_BASE_URL (images, playlists, segments). */
function buildContentSecurityPolicy(config: Pick<Config, 'MEDIA_PUBLIC_BASE_URL'>) {
  const media = config.MEDIA_PUBLIC_BASE_URL ? [new URL(config.MEDIA_PUBLIC_BASE_URL).origin] : [];
  return {
    directives: {
      ...BASE_DIRECTIVES,
      imgSrc: [...BASE_DIRECTIVES.imgSrc, ...media],
      mediaSrc: [...BASE_DIRECTIVES.mediaSrc, ...media],
      connectSrc: [...BASE_DIRECTIVES.connectSrc, ...media],
    },
  };
}

/**
 * The hardening headers every response carries, computed once at start-up. Nothing in them depends
 * on the request, so helmet runs a single time against a recording response instead of re-parsing
 * the CSP directives on every request.
 */
export function computeSecurityHeaders(config: Config): Readonly<Record<string, string>> {
  const middleware = helmet({
    contentSecurityPolicy: buildContentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  };
  const request = new IncomingMessage(new Socket());
  middleware(request, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet could not compute the headers');
  });
  return Object.freeze(Object.fromEntries(headers));
}

/**
 * The short set for API JSON and media (OWASP REST guidance): nothing in them is a document, so the
 * CSP only forbids everything and framing; nosniff, no referrer, same-origin resources and HSTS stay.
 * Half the headers of the page set and a fraction of its bytes, on the hottest responses.
 */
export function computeApiSecurityHeaders(config: Config): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
  const hsts = computeSecurityHeaders(config)['strict-transport-security'];
  if (hsts !== undefined) headers['strict-transport-security'] = hsts;
  return Object.freeze(headers);
}
