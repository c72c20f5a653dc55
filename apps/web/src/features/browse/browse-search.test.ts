import { describe, expect, it } from 'vitest';
import { readActivitiesSearch, readBrowseSearch, toListQuery, withFilter } from './browse-search';

describe('browse search params', () => {
  it('keeps valid filters and drops what a hand-edited link got wrong', () => {
    expect(readBrowseSearch({ sort: 'popular', category: 'cinema', q: ' blue ', limit: '2' })).toEqual({
      sort: 'popular',
      category: 'cinema',
      q: 'blue',
      limit: 2,
    });
    expect(readBrowseSearch({ sort: 'loudest', limit: '500', tag: '' })).toEqual({});
    expect(readActivitiesSearch({ type: 'GAME' })).toEqual({ type: 'GAME' });
    expect(readActivitiesSearch({ type: 'FEATURED' })).toEqual({});
  });

  it('asks the API for the newest first by default, and a page kind wins over the address', () => {
    expect(toListQuery({})).toEqual({ sort: 'newest', limit: 24 });
    expect(
      toListQuery({ sort: 'trending', category: 'music', tag: 'jazz', q: 'sax', limit: 5 }, 'VIDEO'),
    ).toEqual({
      sort: 'trending',
      limit: 5,
      type: 'VIDEO',
      category: 'music',
      tag: 'jazz',
      q: 'sax',
    });
    expect(toListQuery({ type: 'QUIZ' }, 'GAME').type).toBe('GAME');
  });

  it('changes one filter, drops empty values and the default sort so addresses stay short', () => {
    expect(withFilter({ sort: 'popular', limit: 2 }, 'category', 'cinema')).toEqual({
      sort: 'popular',
      limit: 2,
      category: 'cinema',
    });
    expect(withFilter({ sort: 'popular', q: 'old' }, 'q', '   ')).toEqual({ sort: 'popular' });
    expect(withFilter({ sort: 'popular', category: 'cinema' }, 'sort', 'newest')).toEqual({
      category: 'cinema',
    });
    expect(withFilter({ type: 'GAME' }, 'type', '')).toEqual({});
  });
});
