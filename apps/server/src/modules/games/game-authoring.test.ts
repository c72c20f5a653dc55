import type {
  GameAuthoring,
  GameImage,
  GameInput,
  GameRound,
  GameRoundResult,
  StaffGameRow,
} from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import type { MemorySecret } from './game-rules.js';
import { gameRounds } from './games.schema.js';

const suite = useAdminSuite('CONTENT_MODERATOR');
let member: TestMember;

beforeAll(async () => {
  member = await createSignedInMember(suite.context);
});

const MEMORY: GameInput = { title: 'Pairs of reds', game: 'MEMORY', difficulty: 'EASY', pointsReward: 20 };

function staff(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const headers = authHeader(suite.admin.token);
  return suite.context.app.inject({ method, url: `/api/v1${url}`, headers, payload });
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function upload(id: string, bytes: Buffer) {
  const boundary = '----streamit-game-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="g.png"\r\nContent-Type: image/png\r\n\r\n`;
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/games/${id}/images`,
    headers: {
      ...authHeader(suite.admin.token),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function uploadColours(id: string, colours: string[]): Promise<string[]> {
  const refs: string[] = [];
  for (const background of colours) {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background } })
      .png()
      .toBuffer();
    const response = await upload(id, png);
    expect(response.statusCode, response.body).toBe(201);
    refs.push(response.json<GameImage>().ref);
  }
  return refs;
}

async function draftWithPictures(): Promise<{ id: string; images: string[] }> {
  const created = await staff('POST', '/admin/games', MEMORY);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<GameAuthoring>().activityId;
  const images = await uploadColours(id, ['#aa0000', '#00aa00', '#0000aa', '#aaaa00']);
  const saved = await staff('PUT', `/admin/games/${id}`, { ...MEMORY, images });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id, images };
}

describe('game authoring', () => {
  it('validates parameters with the contract and keeps a draft from members', async () => {
    const bad = await staff('POST', '/admin/games', { ...MEMORY, difficulty: 'IMPOSSIBLE', title: '' });
    expect(bad.statusCode).toBe(400);
    const created = (await staff('POST', '/admin/games', MEMORY)).json<GameAuthoring>();
    expect(created).toMatchObject({ status: 'DRAFT', version: 1, images: [] });
    const listed = (await staff('GET', '/admin/games')).json<{ games: StaffGameRow[] }>().games;
    expect(listed.find((row) => row.activityId === created.activityId)).toMatchObject({
      title: 'Pairs of reds',
      status: 'DRAFT',
      game: 'MEMORY',
    });
    const asMember = await suite.context.app.inject({
      method: 'GET',
      url: `/api/v1/activities/${created.activityId}/game`,
    });
    expect(asMember.statusCode).toBe(404);
    const early = await staff('POST', `/admin/games/${created.activityId}/publish`);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('GAME_IMAGES_MISSING');
  });

  it('stores pictures re-encoded under the game and refuses files that are not pictures or not its own', async () => {
    const { id, images } = await draftWithPictures();
    expect(images.every((ref) => ref.startsWith(`activities/${id}/`))).toBe(true);
    const read = (await staff('GET', `/admin/games/${id}`)).json<GameAuthoring>();
    const direct = await suite.context.app.inject({
      method: 'GET',
      url: read.images[0]?.url ?? '',
      headers: authHeader(suite.admin.token),
    });
    expect(direct.statusCode).toBe(200);
    expect(await sharp(direct.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1280 });
    expect((await upload(id, Buffer.from('not a picture'))).statusCode).toBe(415);
    const borrowed = await staff('POST', '/admin/games', { ...MEMORY, images });
    expect(borrowed.statusCode).toBe(400);
    expect(errorOf(borrowed).code).toBe('GAME_IMAGE_NOT_OWN');
  });

  it('publishes a complete draft once under 50 parallel requests', async () => {
    const { id } = await draftWithPictures();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => staff('POST', `/admin/games/${id}/publish`)),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(new Set(responses.filter((r) => r.statusCode === 409).map((r) => errorOf(r).code))).toEqual(
      new Set(['GAME_NOT_DRAFT']),
    );
  });
});

describe('game versions', () => {
  async function startRound(id: string): Promise<GameRound> {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${id}/game/rounds`,
      headers: authHeader(member.token),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<GameRound>();
  }

  async function roundRow(roundId: string) {
    const [row] = await suite.context.deps.db.select().from(gameRounds).where(eq(gameRounds.id, roundId));
    return row;
  }

  /** Reveals every card in pair order and submits, as if played for a minute. */
  async function playPerfectly(round: GameRound): Promise<GameRoundResult> {
    const { deck } = (await roundRow(round.roundId))?.secret as unknown as MemorySecret;
    const flips = [...deck.keys()].sort((a, b) => (deck[a] ?? 0) - (deck[b] ?? 0) || a - b);
    const base = `/api/v1/activities/${round.activityId}/game/rounds/${round.roundId}`;
    for (const position of flips) {
      const response = await suite.context.app.inject({
        method: 'POST',
        url: `${base}/reveal`,
        headers: authHeader(member.token),
        payload: { position },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await suite.context.deps.db
      .update(gameRounds)
      .set({ startedAt: sql`${gameRounds.startedAt} - interval '60 seconds'` })
      .where(eq(gameRounds.id, round.roundId));
    const submitted = await suite.context.app.inject({
      method: 'POST',
      url: `${base}/submit`,
      headers: authHeader(member.token),
      payload: { moves: flips, durationMs: 60_000 },
    });
    return submitted.json<GameRoundResult>();
  }

  it('deals rounds begun on v1 from v1 after v2 is published, and later rounds from v2', async () => {
    const { id, images } = await draftWithPictures();
    expect((await staff('POST', `/admin/games/${id}/publish`)).statusCode).toBe(200);
    const v1Round = await startRound(id);
    const incomplete = await staff('PUT', `/admin/games/${id}`, { ...MEMORY, images: images.slice(0, 2) });
    expect(errorOf(incomplete).code).toBe('GAME_IMAGES_MISSING');
    const replaced = await uploadColours(id, ['#123456', '#654321', '#abcdef', '#fedcba']);
    const v2 = await staff('PUT', `/admin/games/${id}`, { ...MEMORY, title: 'Pairs, v2', images: replaced });
    expect(v2.json<GameAuthoring>()).toMatchObject({ status: 'PUBLISHED', version: 2 });

    expect(await roundRow(v1Round.roundId)).toMatchObject({ gameVersion: 1 });
    const v1Secret = (await roundRow(v1Round.roundId))?.secret as unknown as MemorySecret;
    expect(v1Secret.images).toEqual(images);
    expect(await playPerfectly(v1Round)).toMatchObject({ outcome: 'SOLVED', score: 1000 });

    const v2Round = await startRound(id);
    expect(await roundRow(v2Round.roundId)).toMatchObject({ gameVersion: 2 });
    expect(((await roundRow(v2Round.roundId))?.secret as unknown as MemorySecret).images).toEqual(replaced);
  });
});
