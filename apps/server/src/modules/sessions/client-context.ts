import type { ProductLanguage } from '@streamit/contract';
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../../http/request-language.js';

/** Where a request came from, as recorded on sessions, devices and login history. */
export interface ClientContext {
  ip: string;
  userAgent: string;
  /** The web's interface language (its Accept-Language header): a member's e-mails follow it. */
  language?: ProductLanguage;
}

const MAX_USER_AGENT = 400;

/** The client's IP (proxy headers only when TRUST_PROXY is on) and user agent. */
export function clientContextOf(request: FastifyRequest): ClientContext {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: (typeof agent === 'string' ? agent : 'unknown').slice(0, MAX_USER_AGENT),
    language: languageOf(request.headers['accept-language']),
  };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A readable device name ("Firefox on Linux") from a user agent; unknown agents keep a short form. */
export function deviceNameOf(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (userAgent.slice(0, 60) || 'Unknown device');
}
