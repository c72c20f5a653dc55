import {
  API_CLIENT,
  AUTH_BODY_LIMIT_BYTES,
  ERRORS,
  uploadActivityBannerEndpoint,
  uploadActivityCaptionsEndpoint,
  uploadActivityPreviewEndpoint,
  uploadActivityThumbnailEndpoint,
  uploadCreatorBannerEndpoint,
  uploadAvatarEndpoint,
  uploadCategoryImageEndpoint,
  uploadAdminQuizImageEndpoint,
  uploadCreatorQuizImageEndpoint,
  uploadGameImageEndpoint,
  uploadCreatorStoryImageEndpoint,
  uploadAdminStoryImageEndpoint,
  uploadStoreProductImageEndpoint,
} from '@streamit/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestContext, createSignedInAdmin, errorOf } from './admin-auth.test-support.js';
import { createSignedInMember } from './moderation.test-support.js';
import {
  buildRouteTable,
  contractEndpoints,
  fillPath,
  jsonSchemaOf,
  paramNames,
  sampleValue,
  stringPaths,
  withValueAt,
  type RouteEntry,
} from './route-table.test-support.js';
import type { TestContext } from './test-app.js';

type Identity = 'anonymous' | 'member' | 'admin';

/** One hostile request: where the bad text went and whether the caller may reach validation. */
interface Probe {
  label: string;
  identity: Identity;
  reachesValidation: boolean;
  request: InjectOptions;
}

const NUL = 'a\u0000b';
const NUL_ENCODED = 'a%00b';
const LONE_SURROGATE = 'a\ud800b';

let context: TestContext;
const tokens: Partial<Record<Identity, string>> = {};
let lastIp = 0;

function queryString(values: Record<string, unknown>): string {
  const pairs = Object.entries(values).map(([key, value]) => {
    const text = typeof value === 'string' && value.includes('%') ? value : encodeURIComponent(String(value));
    return `${encodeURIComponent(key)}=${text}`;
  });
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function sampleQuery(entry: RouteEntry): Record<string, unknown> {
  const schema = jsonSchemaOf(entry.endpoint?.query);
  return schema ? ((sampleValue(schema) as Record<string, unknown> | null) ?? {}) : {};
}

/** The hostile requests of one route: NUL in each body string, query parameter and path parameter. */
function hostileRequests(entry: RouteEntry): { label: string; request: InjectOptions }[] {
  const method = entry.method as InjectOptions['method'];
  const query = sampleQuery(entry);
  const bodySchema = jsonSchemaOf(entry.endpoint?.body);
  const body = bodySchema ? sampleValue(bodySchema) : undefined;
  const url = fillPath(entry);
  const plain: InjectOptions = {
    method,
    url: `${url}${queryString(query)}`,
    ...(body === undefined ? {} : { payload: body as object }),
  };
  const requests: { label: string; request: InjectOptions }[] = stringPaths(body).flatMap((path) => [
    {
      label: `body.${path.join('.')} NUL`,
      request: { ...plain, payload: withValueAt(body, path, NUL) as object },
    },
    {
      label: `body.${path.join('.')} lone surrogate`,
      request: { ...plain, payload: withValueAt(body, path, LONE_SURROGATE) as object },
    },
  ]);
  const queryKeys = Object.keys(query).length > 0 ? Object.keys(query) : ['q'];
  for (const key of queryKeys) {
    const bad = queryString({ ...query, [key]: NUL_ENCODED });
    requests.push({ label: `query.${key} NUL`, request: { ...plain, url: `${url}${bad}` } });
  }
  for (const name of paramNames(entry.url)) {
    const bad = fillPath(entry, { [name]: NUL_ENCODED });
    requests.push({ label: `params.${name} NUL`, request: { ...plain, url: `${bad}${queryString(query)}` } });
  }
  return requests;
}

function probesOf(entry: RouteEntry): Probe[] {
  const identities: Identity[] =
    entry.auth === 'public' ? ['anonymous', 'member'] : ['anonymous', entry.auth];
  return identities.flatMap((identity) =>
    hostileRequests(entry).map(({ label, request }) => ({
      label: `${identity} ${entry.method} ${entry.url} ${label}`,
      identity,
      reachesValidation: entry.endpoint !== undefined && (entry.auth === 'public' || identity === entry.auth),
      request,
    })),
  );
}

async function send(probe: Probe) {
  const token = tokens[probe.identity];
  lastIp += 1;
  const headers = { ...probe.request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const remoteAddress = `10.91.${Math.floor(lastIp / 250) % 250}.${(lastIp % 250) + 1}`;
  const response = await context.app.inject({ ...probe.request, headers, remoteAddress });
  return { probe, status: response.statusCode, body: response.body };
}

/** Runs probes a few at a time, the way a scanner would. */
async function sendAll(probes: Probe[], width = 8) {
  const results: Awaited<ReturnType<typeof send>>[] = [];
  for (let start = 0; start < probes.length; start += width) {
    results.push(...(await Promise.all(probes.slice(start, start + width).map(send))));
  }
  return results;
}

beforeAll(async () => {
  context = await createAdminTestContext({ RATE_LIMIT_MAX: '100000' });
  tokens.member = (await createSignedInMember(context, { creator: true })).token;
  tokens.admin = (await createSignedInAdmin(context, 'SUPER_ADMIN')).token;
});

afterAll(async () => {
  await context.close();
});

function failures(results: Awaited<ReturnType<typeof send>>[], wanted: (status: number) => boolean) {
  return results.filter((result) => !wanted(result.status)).map((r) => `${r.probe.label} -> ${r.status}`);
}

describe('hostile text in every route', () => {
  it('walks every contract endpoint (the table is read from the app, not a hand list)', () => {
    const walked = new Set(buildRouteTable(context.app).map((entry) => entry.endpoint));
    const missing = contractEndpoints().filter((endpoint) => !walked.has(endpoint));
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('never answers 5xx; where validation is reached it answers 400 with the validation message', async () => {
    const results = await sendAll(buildRouteTable(context.app).flatMap(probesOf));
    expect(results.length).toBeGreaterThan(500);
    expect(failures(results, (status) => status < 500)).toEqual([]);
    const validated = results.filter((result) => result.probe.reachesValidation);
    expect(failures(validated, (status) => status === 400)).toEqual([]);
    const messages = new Set(validated.map((result) => errorOf(result).message));
    expect([...messages]).toEqual([ERRORS.VALIDATION_FAILED.message]);
    // Well over a thousand requests: a size budget, not a speed claim (a loaded CI machine needs minutes).
  }, 300_000);

  it('never answers 5xx to query escapes that are not UTF-8', async () => {
    for (const escape of ['%C0%80', '%FF%FE', '%ED%A0%80', '%E0%A4%A']) {
      const response = await context.app.inject({ method: 'GET', url: `/api/v1/search?q=a${escape}b` });
      expect(response.statusCode, escape).toBeLessThan(500);
    }
  });
});

describe('email path parameters and auth body limits', () => {
  it('refuses an email path parameter carrying CR/LF or that is not an address', async () => {
    for (const value of ['a%0D%0ABcc%3Aevil%40x.test', 'not-an-email', 'a%0A%40example.test']) {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/v1/auth/forgot-password/${value}`,
        remoteAddress: '10.92.0.1',
      });
      expect(response.statusCode, value).toBe(400);
      expect(errorOf(response).message).toBe(ERRORS.VALIDATION_FAILED.message);
    }
  });

  it('answers 413 to an auth body above 16 KiB, member and admin realm alike', async () => {
    const padding = 'p'.repeat(AUTH_BODY_LIMIT_BYTES);
    for (const url of ['/api/v1/auth/login', '/api/v1/auth/admin/login', '/api/v1/auth/register']) {
      const payload = { email: 'big@example.test', password: padding };
      const response = await context.app.inject({ method: 'POST', url, payload, remoteAddress: '10.92.0.2' });
      expect(response.statusCode, url).toBe(413);
      expect(errorOf(response).message).toBe(ERRORS.PAYLOAD_TOO_LARGE.message);
    }
  });
});

const BOUNDARY = 'StreamItBoundary7MA4YWxk';
const filePart = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\n` +
  `Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n\r\n`;
const fieldPart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`;
const CLOSE = `--${BOUNDARY}--\r\n`;
const WITH_BOUNDARY = `multipart/form-data; boundary=${BOUNDARY}`;

/** Malformed multipart bodies: [content type, body]. */
const MALFORMED: Record<string, [string, string]> = {
  'missing boundary': ['multipart/form-data', `${filePart('file')}${CLOSE}`],
  'wrong boundary': ['multipart/form-data; boundary=SomethingElse', `${filePart('file')}${CLOSE}`],
  'garbage part': [WITH_BOUNDARY, `--${BOUNDARY}\r\nnot a header\r\n\r\n\x00\x01\r\n${CLOSE}`],
  'truncated headers': [WITH_BOUNDARY, filePart('file').slice(0, 60)],
  'no closing boundary': [WITH_BOUNDARY, filePart('file')],
  'two files': [WITH_BOUNDARY, `${filePart('file')}${filePart('second')}${CLOSE}`],
  'a field instead of a file': [WITH_BOUNDARY, `${fieldPart}${CLOSE}`],
  'a file then a field': [WITH_BOUNDARY, `${filePart('file')}${fieldPart}${CLOSE}`],
  'no parts': [WITH_BOUNDARY, CLOSE],
  'empty body': [WITH_BOUNDARY, ''],
};

const UPLOAD_ENDPOINTS = [
  uploadAvatarEndpoint,
  uploadCategoryImageEndpoint,
  uploadActivityThumbnailEndpoint,
  uploadActivityBannerEndpoint,
  uploadActivityPreviewEndpoint,
  uploadActivityCaptionsEndpoint,
  uploadCreatorBannerEndpoint,
  uploadCreatorQuizImageEndpoint,
  uploadAdminQuizImageEndpoint,
  uploadGameImageEndpoint,
  uploadCreatorStoryImageEndpoint,
  uploadAdminStoryImageEndpoint,
  uploadStoreProductImageEndpoint,
];

describe('malformed multipart on every upload route', () => {
  it('lists every multipart upload route the client knows (upload path suffixes)', () => {
    // A route with a JSON body schema is not an upload even when its path ends like one
    // (POST /admin/points-config/preview previews a draft; the client only gives it the upload timeout).
    const uploads = buildRouteTable(context.app).filter(
      (entry) =>
        entry.method === 'POST' &&
        !entry.url.endsWith('/upload-video') &&
        entry.endpoint?.body === undefined &&
        API_CLIENT.uploadPathSuffixes.some((suffix) => entry.url.endsWith(suffix)),
    );
    const known = new Set<unknown>(UPLOAD_ENDPOINTS);
    expect(uploads.filter((entry) => !known.has(entry.endpoint)).map((entry) => entry.url)).toEqual([]);
  });

  it('answers 400 to each malformed body, signed in as the realm the route needs', async () => {
    const table = buildRouteTable(context.app).filter((entry) =>
      UPLOAD_ENDPOINTS.some((endpoint) => endpoint === entry.endpoint),
    );
    expect(table).toHaveLength(UPLOAD_ENDPOINTS.length);
    const probes = table.flatMap((entry) =>
      Object.entries(MALFORMED).map(([label, [type, body]]) => ({
        label: `${entry.url} ${label}`,
        identity: entry.auth as Identity,
        reachesValidation: true,
        request: {
          method: 'POST' as const,
          url: `${fillPath(entry)}${queryString(sampleQuery(entry))}`,
          headers: { 'content-type': type },
          payload: Buffer.from(body, 'latin1'),
        },
      })),
    );
    const results = await sendAll(probes);
    expect(failures(results, (status) => status === 400)).toEqual([]);
  });
});
