import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An X account the server knows. */
export interface XTestUser {
  id: string;
  username: string;
  name: string;
}

/** A post the server knows. */
export interface XTestPost {
  id: string;
  text: string;
  authorId: string;
}

/**
 * A real node:http server speaking the X API v2 shapes our adapter reads: users by username, following,
 * liked posts, reposters, a post with its author expanded. Every answer carries x-rate-limit-* headers;
 * errors carry X's problem bodies. Tests change its state (follow, like, undo) and its behaviour
 * (rate limits, 5xx, a revoked token) between calls.
 */
export interface XApiTestServer {
  url: string;
  token: string;
  /** Env pointing the app's X API settings at this server. */
  env: Record<string, string>;
  /** Every request path, in order. */
  requests: string[];
  addUser(user: XTestUser): void;
  addPost(post: XTestPost): void;
  follow(memberId: string, targetId: string): void;
  unfollow(memberId: string, targetId: string): void;
  like(memberId: string, postId: string): void;
  unlike(memberId: string, postId: string): void;
  retweet(memberId: string, postId: string): void;
  /** The endpoint family (`following`, `liked_tweets`, `retweeted_by`, `tweets`, `users_by_username`) allows `calls` more calls until `resetAt` (epoch seconds). */
  limit(family: string, calls: number, resetAt: number): void;
  /** The next `count` requests answer `status` (a 5xx). */
  failNext(count: number, status?: number): void;
  /** Our bearer token is refused from now on (401), or accepted again. */
  setRevoked(revoked: boolean): void;
  /** Items per page of the list endpoints (to exercise pagination). */
  setPageSize(size: number): void;
  stop(): Promise<void>;
}

interface Limit {
  remaining: number;
  resetAt: number;
}

function familyOf(path: string): string | null {
  if (/^\/2\/users\/by\/username\/[^/]+$/.test(path)) return 'users_by_username';
  if (/^\/2\/users\/[^/]+\/following$/.test(path)) return 'following';
  if (/^\/2\/users\/[^/]+\/liked_tweets$/.test(path)) return 'liked_tweets';
  if (/^\/2\/tweets\/[^/]+\/retweeted_by$/.test(path)) return 'retweeted_by';
  if (/^\/2\/tweets\/[^/]+$/.test(path)) return 'tweets';
  return null;
}

function send(response: ServerResponse, status: number, body: unknown, limit: Limit): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'x-rate-limit-limit': '15',
    'x-rate-limit-remaining': String(Math.max(0, limit.remaining)),
    'x-rate-limit-reset': String(limit.resetAt),
  });
  response.end(JSON.stringify(body));
}

const problem = (status: number, title: string) => ({ title, detail: title, type: 'about:blank', status });

/** What the server knows and how it behaves; tests change it through the returned handle. */
interface XState {
  users: Map<string, XTestUser>;
  posts: Map<string, XTestPost>;
  following: Map<string, Set<string>>;
  liked: Map<string, Set<string>>;
  reposters: Map<string, Set<string>>;
  limits: Map<string, Limit>;
  requests: string[];
  failures: number;
  failStatus: number;
  revoked: boolean;
  pageSize: number;
}

const TOKEN = 'x-test-bearer-token';

function setOf(map: Map<string, Set<string>>, key: string): Set<string> {
  const existing = map.get(key) ?? new Set<string>();
  map.set(key, existing);
  return existing;
}

function page(state: XState, ids: string[], query: URLSearchParams, toItem: (id: string) => unknown) {
  const start = Number(query.get('pagination_token') ?? '0');
  const slice = ids.slice(start, start + state.pageSize);
  const next = start + state.pageSize < ids.length ? String(start + state.pageSize) : undefined;
  if (slice.length === 0) return { meta: { result_count: 0 } };
  return {
    data: slice.map(toItem),
    meta: { result_count: slice.length, ...(next ? { next_token: next } : {}) },
  };
}

function userItem(state: XState, id: string) {
  const user = [...state.users.values()].find((candidate) => candidate.id === id);
  return { id, username: user?.username ?? `user${id}`, name: user?.name ?? `User ${id}` };
}

const notFound = (detail: string) => ({ errors: [{ title: 'Not Found Error', detail }] });

function postBody(state: XState, id: string): unknown {
  const post = state.posts.get(id);
  if (!post) return notFound('Could not find tweet');
  const likes = [...state.liked.values()].filter((set) => set.has(id)).length;
  const data = {
    id,
    text: post.text,
    author_id: post.authorId,
    created_at: '2026-11-20T10:00:00.000Z',
    public_metrics: { like_count: likes, retweet_count: setOf(state.reposters, id).size },
  };
  return { data, includes: { users: [userItem(state, post.authorId)] } };
}

function answer(state: XState, path: string, query: URLSearchParams): unknown {
  const parts = path.split('/');
  const id = decodeURIComponent(parts[3] ?? '');
  if (parts[3] === 'by') {
    const user = state.users.get(decodeURIComponent(parts[5] ?? '').toLowerCase());
    return user ? { data: user } : notFound('Could not find user');
  }
  const users = (ids: Set<string>) => page(state, [...ids], query, (item) => userItem(state, item));
  if (path.endsWith('/following')) return users(setOf(state.following, id));
  if (path.endsWith('/retweeted_by')) return users(setOf(state.reposters, id));
  if (path.endsWith('/liked_tweets'))
    return page(state, [...setOf(state.liked, id)], query, (item) => ({
      id: item,
      text: state.posts.get(item)?.text ?? '',
    }));
  return postBody(state, id);
}

/** A test in another process (the browser suite) changes X through `POST /__control`. */
function control(state: XState, request: IncomingMessage, response: ServerResponse): void {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    const body = JSON.parse(raw || '{}') as { action?: string; memberId?: string; targetId?: string };
    if (body.action === 'revoke') state.revoked = true;
    if (body.action === 'restore') state.revoked = false;
    if (body.action === 'follow' && body.memberId && body.targetId)
      setOf(state.following, body.memberId).add(body.targetId);
    response.writeHead(204).end();
  });
}

function handle(state: XState, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://x.test');
  if (url.pathname === '/__control' && request.method === 'POST') {
    control(state, request, response);
    return;
  }
  state.requests.push(`${url.pathname}${url.search}`);
  const family = familyOf(url.pathname);
  const limit = state.limits.get(family ?? '') ?? {
    remaining: 1_000_000,
    resetAt: Math.floor(Date.now() / 1000) + 900,
  };
  if (!family) {
    send(response, 404, problem(404, 'Not Found'), limit);
  } else if (state.revoked || request.headers.authorization !== `Bearer ${TOKEN}`) {
    send(response, 401, problem(401, 'Unauthorized'), limit);
  } else if (state.failures > 0) {
    state.failures -= 1;
    send(response, state.failStatus, problem(state.failStatus, 'Service Unavailable'), limit);
  } else if (limit.remaining <= 0) {
    send(response, 429, problem(429, 'Too Many Requests'), limit);
  } else {
    limit.remaining -= 1;
    send(response, 200, answer(state, url.pathname, url.searchParams), limit);
  }
}

function controls(state: XState) {
  return {
    addUser: (user: XTestUser) => void state.users.set(user.username.toLowerCase(), user),
    addPost: (post: XTestPost) => void state.posts.set(post.id, post),
    follow: (memberId: string, targetId: string) => void setOf(state.following, memberId).add(targetId),
    unfollow: (memberId: string, targetId: string) => void setOf(state.following, memberId).delete(targetId),
    like: (memberId: string, postId: string) => void setOf(state.liked, memberId).add(postId),
    unlike: (memberId: string, postId: string) => void setOf(state.liked, memberId).delete(postId),
    retweet: (memberId: string, postId: string) => void setOf(state.reposters, postId).add(memberId),
    limit: (family: string, calls: number, resetAt: number) =>
      void state.limits.set(family, { remaining: calls, resetAt }),
    failNext: (count: number, status = 503) =>
      void Object.assign(state, { failures: count, failStatus: status }),
    setRevoked: (revoked: boolean) => void Object.assign(state, { revoked }),
    setPageSize: (size: number) => void Object.assign(state, { pageSize: size }),
  };
}

/** Starts the server on `port` of the loopback interface (0: a free one). */
export async function startXApiTestServer(port = 0): Promise<XApiTestServer> {
  const state: XState = {
    users: new Map(),
    posts: new Map(),
    following: new Map(),
    liked: new Map(),
    reposters: new Map(),
    limits: new Map(),
    requests: [],
    failures: 0,
    failStatus: 503,
    revoked: false,
    pageSize: 1000,
  };
  const server = createServer((request, response) => {
    handle(state, request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    token: TOKEN,
    env: { X_API_BASE_URL: url, X_API_BEARER_TOKEN: TOKEN, X_API_RETRY_BASE_MS: '5' },
    requests: state.requests,
    ...controls(state),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
