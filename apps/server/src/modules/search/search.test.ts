import type { SearchActivitiesResponse, SearchResult, TextRange } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { errorOf, nextIp } from '../../../test/admin-auth.test-support.js';
import { createCategory } from '../../../test/content.test-support.js';
import { insertActivity, type NewActivity } from '../activities/activities.queries.js';
import { insertMediaAssets } from '../media/media.repository.js';
import { clearOfWindowEdge } from '../../../test/rate-limit-window.test-support.js';

let context: TestContext;
const ids: Record<string, string> = {};
const past = new Date(Date.now() - 86_400_000);

async function addActivity(key: string, values: Partial<NewActivity> & { title: string }): Promise<void> {
  const row = await insertActivity(context.deps.db, {
    type: 'VIDEO',
    slug: `search-${key}`,
    description: '',
    status: 'PUBLISHED',
    visibility: 'PUBLIC',
    publishAt: past,
    ...values,
  });
  ids[key] = row.id;
}

beforeAll(async () => {
  context = await createTestContext();
  const painting = await createCategory(context, 'painting', 'Painting');
  await addActivity('monetTitle', {
    title: 'Claude Monet: Water Lilies',
    description: 'A slow walk through the gardens at Giverny, season by season.',
    categoryId: painting.id,
  });
  await addActivity('monetDescription', {
    title: 'Impressionism in Ten Minutes',
    description: 'From Renoir to Monet and Degas, the painters who took their easels outdoors.',
  });
  await addActivity('renoir', { title: 'Renoir and the Dance', description: 'Bal du moulin de la Galette.' });
  await addActivity('draft', { title: 'Monet draft cut', status: 'DRAFT' });
  await addActivity('review', { title: 'Monet awaiting review', status: 'PENDING_REVIEW' });
  await addActivity('private', { title: 'Monet private screening', visibility: 'PRIVATE' });
  await addActivity('unlisted', { title: 'Monet unlisted preview', visibility: 'UNLISTED' });
  await addActivity('future', { title: 'Monet coming soon', publishAt: new Date(Date.now() + 86_400_000) });
  await addActivity('arabic', {
    title: 'فن الخط العربي',
    description: 'رحلة في تاريخ الخط العربي وأساليبه.',
  });
  await addActivity('html', {
    title: 'Hokusai <b>Waves</b>',
    description: 'Prints that changed art: <img src=x onerror=alert(1)> Hokusai and the great wave.',
  });
  for (const [index, type] of (['VIDEO', 'VIDEO', 'VIDEO', 'QUIZ', 'GAME'] as const).entries()) {
    await addActivity(`turner${index}`, { title: `Turner study ${index}`, type });
  }
  await addActivity('turnerDraft', { title: 'Turner draft quiz', type: 'QUIZ', status: 'DRAFT' });
  await insertMediaAssets(context.deps.db, [
    {
      activityId: ids.monetTitle ?? '',
      kind: 'THUMBNAIL',
      storageKey: 'activities/monet-title/thumb.jpg',
      mime: 'image/jpeg',
    },
  ]);
});
afterAll(async () => {
  await context.close();
});

const search = (query: string, ip = nextIp()) =>
  context.app.inject({ method: 'GET', url: `/api/v1/search/activities?${query}`, remoteAddress: ip });

async function results(q: string, extra = ''): Promise<SearchResult[]> {
  const response = await search(`q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode).toBe(200);
  return response.json<SearchActivitiesResponse>().items;
}

const marked = (text: string, ranges: TextRange[]) =>
  ranges.map((range) => text.slice(range.start, range.start + range.length));

describe('GET /search/activities', () => {
  it('ranks a title match above a description match, with category, thumbnail and highlights', async () => {
    const items = await results('monet');
    expect(items.map((item) => item.id)).toEqual([ids.monetTitle, ids.monetDescription]);
    const [first, second] = items as [SearchResult, SearchResult];
    expect(first).toMatchObject({
      slug: 'search-monetTitle',
      type: 'VIDEO',
      title: 'Claude Monet: Water Lilies',
      categoryName: 'Painting',
      thumbnailUrl: '/media/activities/monet-title/thumb.jpg',
    });
    expect(marked(first.title, first.titleHighlights)).toEqual(['Monet']);
    expect(second.categoryName).toBeNull();
    expect(second.thumbnailUrl).toBeNull();
    expect(second.titleHighlights).toEqual([]);
    expect(second.snippet).toContain('From Renoir to Monet and Degas');
    expect(marked(second.snippet, second.snippetHighlights)).toEqual(['Monet']);
  });

  it('matches the last word as a prefix, so "mon" and "claude mon" find Monet', async () => {
    expect((await results('mon')).map((item) => item.id)).toEqual([ids.monetTitle, ids.monetDescription]);
    expect((await results('claude mon')).map((item) => item.id)).toEqual([ids.monetTitle]);
    expect((await results('GIVER')).map((item) => item.id)).toEqual([ids.monetTitle]);
    expect((await results('الخ')).map((item) => item.id)).toEqual([ids.arabic]);
  });

  it('understands web-search syntax: exclusions and quoted phrases', async () => {
    expect((await results('monet -renoir')).map((item) => item.id)).toEqual([ids.monetTitle]);
    expect((await results('"water lilies"')).map((item) => item.id)).toEqual([ids.monetTitle]);
    expect(await results('"lilies water"')).toEqual([]);
  });

  it('leaves out drafts, activities in review, private and unlisted ones, and those not yet published', async () => {
    const found = (await results('monet', '&limit=20')).map((item) => item.id);
    for (const hidden of ['draft', 'review', 'private', 'unlisted', 'future']) {
      expect(found).not.toContain(ids[hidden]);
    }
  });

  it('returns markup as plain text with offsets, never as HTML', async () => {
    const [hit] = await results('hokusai');
    expect(hit?.title).toBe('Hokusai <b>Waves</b>');
    expect(hit?.snippet).toContain('<img src=x onerror=alert(1)>');
    expect(marked(hit?.snippet ?? '', hit?.snippetHighlights ?? [])).toEqual(['Hokusai']);
  });

  it('honours limit and answers an empty list when nothing matches', async () => {
    expect(await results('monet', '&limit=1')).toHaveLength(1);
    expect(await results('zzzz')).toEqual([]);
    expect(await results('!!!')).toEqual([]);
  });

  it('counts matches per kind and filters by kind, leaving unpublished ones out of the counts', async () => {
    const all = (await search('q=turner')).json<SearchActivitiesResponse>();
    expect(all.counts).toEqual({ VIDEO: 3, QUIZ: 1, GAME: 1, FEATURED: 0 });
    expect(all.total).toBe(5);
    const quizzes = (await search('q=turner&type=QUIZ')).json<SearchActivitiesResponse>();
    expect(quizzes.items.map((item) => item.id)).toEqual([ids.turner3]);
    expect(quizzes.total).toBe(1);
    expect(quizzes.counts).toEqual(all.counts);
    const none = (await search('q=zzzz')).json<SearchActivitiesResponse>();
    expect(none).toMatchObject({ items: [], total: 0, counts: { VIDEO: 0, QUIZ: 0, GAME: 0, FEATURED: 0 } });
  });

  it('pages with offset: the pages join up to every match, once each, in rank order', async () => {
    const everything = (await results('turner', '&limit=20')).map((item) => item.id);
    const pages: string[] = [];
    for (const offset of [0, 2, 4, 6]) {
      pages.push(...(await results('turner', `&limit=2&offset=${offset}`)).map((item) => item.id));
    }
    expect(pages).toEqual(everything);
    expect(new Set(pages).size).toBe(5);
    const videos = await results('turner', '&type=VIDEO&limit=2&offset=2');
    expect(videos.map((item) => item.type)).toEqual(['VIDEO']);
  });

  it.each([
    ['no q', 'limit=5'],
    ['an empty q', 'q='],
    ['a blank q', 'q=%20%20%20'],
    ['a q over 100 characters', `q=${'a'.repeat(101)}`],
    ['a limit over 20', 'q=monet&limit=21'],
    ['a limit of 0', 'q=monet&limit=0'],
    ['a limit that is not a number', 'q=monet&limit=ten'],
    ['a negative offset', 'q=monet&offset=-1'],
    ['an offset past 1000', 'q=monet&offset=1001'],
    ['an unknown kind', 'q=monet&type=PODCAST'],
  ])('rejects %s with 400 and the spec message', async (_name, query) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please check your input data and try again.',
    });
  });

  it('limits each IP to 60 searches a minute', async () => {
    const ip = nextIp();
    // The limit counts in fixed minutes: a burst across a minute's end would be two windows' worth.
    await clearOfWindowEdge();
    for (let index = 0; index < 60; index += 1) expect((await search('q=monet', ip)).statusCode).toBe(200);
    const limited = await search('q=monet', ip);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
  });
});
