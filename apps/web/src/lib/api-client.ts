import {
  API_BASE_PATH,
  API_CLIENT,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type MemberUser,
  type Route,
} from '@streamit/contract';
import { getProfileEndpoint } from '@streamit/contract/routes';
import { ApiError, CLIENT_ERROR_CODES } from './api/api-error';
import { delay } from './api/delay';
import {
  createHttpError,
  handleSuspension,
  handleUnauthorized,
  isMaintenanceAnswer,
  isSuspension,
  reportHttpFailure,
  reportNetworkFailure,
  reportTimeout,
} from './api/failure-reporting';
import {
  buildRequestInit,
  buildRequestPath,
  buildRequestUrl,
  runAttempt,
  type AttemptOutcome,
  type PreparedRequest,
} from './api/http-request';
import { createIdempotencyKey } from './api/idempotency-key';
import { getRetryDelayMs, getTimeoutMs, isMutation, isUploadRequest } from './api/request-policy';
import { createRequestScheduler, type RequestScheduler } from './api/request-scheduler';
import { readAuthToken, type AuthRealm } from './auth-storage';
import { noteProfileVersion } from './profile-version';

export { ApiError, CLIENT_ERROR_CODES, isApiError, isClientErrorResponse } from './api/api-error';
export { createIdempotencyKey } from './api/idempotency-key';

/** Per-call inputs: typed from the endpoint's schemas, plus realm, cancellation and idempotency overrides. */
export interface RequestOptions<E extends Route> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E> | FormData;
  /** Which stored token to send; defaults to admin for `auth: 'admin'` endpoints, member otherwise. */
  realm?: AuthRealm;
  /** Cancels the call (and its retries) without raising any error event. */
  signal?: AbortSignal;
  /** Key to reuse across separate calls of one logical mutation (e.g. a mutation-level retry). */
  idempotencyKey?: string;
}

/** Settings of an API client instance. */
export interface ApiClientOptions {
  baseUrl?: string;
  /** Full-page navigation used by the 401 redirect. */
  navigate?: (path: string) => void;
}

/**
 * Calls contract endpoints with the rules of spec §8–§9. Pass a route from `@streamit/contract/routes` (zod-free,
 * the answer is trusted as the server serialised it) or a full endpoint object (the answer is checked against
 * its response schema, which brings zod into the caller's chunk).
 */
export interface ApiClient {
  request<E extends Route>(endpoint: E, options?: RequestOptions<E>): Promise<EndpointResponse<E>>;
}

interface ClientContext {
  baseUrl: string;
  navigate: (path: string) => void;
  scheduler: RequestScheduler;
}

interface CallFacts {
  endpoint: Route;
  realm: AuthRealm;
  upload: boolean;
  timeoutMs: number;
}

// A full page load on 401 also drops every cached query and in-memory state of the old session.
function assignLocation(path: string): void {
  window.location.assign(path);
}

function resolveRealm(endpoint: Route, realm: AuthRealm | undefined): AuthRealm {
  return realm ?? (endpoint.auth === 'admin' ? 'admin' : 'member');
}

async function sendWithRetries(
  request: PreparedRequest,
  scheduler: RequestScheduler,
): Promise<AttemptOutcome> {
  for (let retryIndex = 0; ; retryIndex++) {
    await scheduler.waitForTurn(request.signal);
    const outcome = await runAttempt(request);
    const retryable =
      outcome.kind === 'network' ||
      (outcome.kind === 'response' &&
        outcome.status >= 500 &&
        !isMaintenanceAnswer(outcome.status, outcome.body));
    const waitMs = retryable ? getRetryDelayMs(retryIndex) : null;
    if (waitMs === null) return outcome;
    await delay(waitMs, request.signal);
  }
}

// Only a full endpoint object carries its response schema; a route's answer is what the server's compiled
// serializer wrote from that same schema (docs/decisions/025-zod-free-web-routes.md).
function parseSuccess(facts: CallFacts, status: number, body: unknown): unknown {
  const schema = (facts.endpoint as Partial<Endpoint>).response;
  if (!schema) return body;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError(status, CLIENT_ERROR_CODES.invalidResponse, 'The server sent an unexpected answer.');
}

// The member's profile, loaded again when an answer says it changed (decision 049).
async function loadMemberProfile(context: ClientContext): Promise<MemberUser> {
  const answer = await performRequest(getProfileEndpoint, { realm: 'member' }, context);
  return (answer as EndpointResponse<typeof getProfileEndpoint>).user;
}

function settle(outcome: AttemptOutcome, facts: CallFacts, context: ClientContext): unknown {
  if (outcome.kind === 'network') throw reportNetworkFailure();
  if (outcome.kind === 'timeout') throw reportTimeout(facts.upload, facts.timeoutMs);
  if (outcome.status >= 200 && outcome.status < 300) {
    if (outcome.profileVersion && facts.realm === 'member')
      noteProfileVersion(outcome.profileVersion, () => loadMemberProfile(context));
    return parseSuccess(facts, outcome.status, outcome.body);
  }
  const error = createHttpError(outcome.status, outcome.body);
  if (error.status === 401) handleUnauthorized(facts.realm, context.navigate);
  else if (isSuspension(error, facts.realm)) handleSuspension(error);
  else reportHttpFailure(error);
  throw error;
}

// One key per call, made before the first attempt, so every retry repeats the same key.
function resolveIdempotencyKey(endpoint: Route, options: RequestOptions<Route>): string | undefined {
  if (!isMutation(endpoint.method)) return undefined;
  return options.idempotencyKey ?? createIdempotencyKey();
}

function prepareRequest(
  facts: CallFacts,
  path: string,
  options: RequestOptions<Route>,
  baseUrl: string,
): PreparedRequest {
  const init = buildRequestInit({
    method: facts.endpoint.method,
    token: readAuthToken(facts.realm),
    idempotencyKey: resolveIdempotencyKey(facts.endpoint, options),
    body: options.body,
  });
  const url = buildRequestUrl(baseUrl, path, options.query);
  return { url, init, timeoutMs: facts.timeoutMs, signal: options.signal };
}

async function performRequest(
  endpoint: Route,
  options: RequestOptions<Route>,
  context: ClientContext,
): Promise<unknown> {
  const path = buildRequestPath(endpoint.path, options.params);
  const upload = isUploadRequest(path, options.body);
  const realm = resolveRealm(endpoint, options.realm);
  const facts: CallFacts = { endpoint, realm, upload, timeoutMs: getTimeoutMs(upload) };
  const request = prepareRequest(facts, path, options, context.baseUrl);
  return settle(await sendWithRetries(request, context.scheduler), facts, context);
}

/** Creates an API client with its own request scheduler (tests create one each). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const context: ClientContext = {
    baseUrl: options.baseUrl ?? API_BASE_PATH,
    navigate: options.navigate ?? assignLocation,
    scheduler: createRequestScheduler(API_CLIENT.minSpacingMs),
  };
  return {
    request: async <E extends Route>(endpoint: E, requestOptions: RequestOptions<E> = {}) =>
      (await performRequest(endpoint, requestOptions, context)) as EndpointResponse<E>,
  };
}

/** The app's shared API client: one scheduler paces every request the page makes. */
export const apiClient = createApiClient();
