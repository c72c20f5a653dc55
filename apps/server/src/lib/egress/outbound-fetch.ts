import { pino, type Logger } from 'pino';
import type { AppDeps } from '../../app-deps.js';
import { buildProcessLoggerOptions } from '../../logger.js';
import {
  buildEgressAllowList,
  hostPortOf,
  isEgressAllowed,
  type EgressAllowList,
} from './egress-allow-list.js';

/** What an outbound call needs to be vetted and its refusal logged: the configuration (and a test's log capture). */
export type EgressContext = Pick<AppDeps, 'config' | 'logCapture'>;

/** Thrown, before any connection, for a destination off the allow-list; callers answer their usual failure. */
export class EgressRefusedError extends Error {
  constructor(readonly integration: string) {
    super(`outbound request of ${integration} refused: destination not on the allow-list`);
    this.name = 'EgressRefusedError';
  }
}

// Built once per configuration (a process has one; a test file may have a few).
const allowLists = new WeakMap<EgressContext['config'], EgressAllowList>();
const loggers = new WeakMap<EgressContext, Logger>();

function allowListOf(context: EgressContext): EgressAllowList {
  let list = allowLists.get(context.config);
  if (!list) allowLists.set(context.config, (list = buildEgressAllowList(context.config)));
  return list;
}

function loggerOf(context: EgressContext): Logger {
  let logger = loggers.get(context);
  if (!logger) {
    const { options, stream } = buildProcessLoggerOptions(context.config, context.logCapture);
    loggers.set(context, (logger = pino(options, stream)));
  }
  return logger;
}

/**
 * Refuses (logs, then throws EgressRefusedError) a request to a destination off the allow-list: the configured
 * services, OUTBOUND_ALLOWED_HOSTS and `extraHostPorts` (data-driven hosts, such as approved partners' webhooks).
 * Only the integration and host:port are logged: a URL's path or query may carry a credential.
 */
export function assertEgressAllowed(
  context: EgressContext,
  integration: string,
  url: URL,
  extraHostPorts?: ReadonlySet<string>,
): void {
  if (isEgressAllowed(allowListOf(context), url, extraHostPorts)) return;
  loggerOf(context).warn(
    { event: 'egress.refused', integration, destination: hostPortOf(url) ?? url.protocol },
    'outbound request refused: destination not on the allow-list',
  );
  throw new EgressRefusedError(integration);
}

/** A fetch never following a redirect (ASVS V15.3.2) whose init says so. */
export type OutboundInit = RequestInit & { redirect: 'error' | 'manual' };

/** The one fetch of the server's calls to other services: the destination is vetted before any connection. */
export async function fetchOutbound(
  context: EgressContext,
  integration: string,
  target: string | URL,
  init: OutboundInit,
): Promise<Response> {
  const url = new URL(target);
  assertEgressAllowed(context, integration, url);
  return fetch(url, init);
}
