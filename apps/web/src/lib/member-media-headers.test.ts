import { afterEach, describe, expect, it } from 'vitest';
import { memberMediaHeaders } from './member-media-headers';

afterEach(() => {
  localStorage.clear();
});

describe('memberMediaHeaders', () => {
  it("sends a signed-in member's session with the site's own media requests only, never to a CDN", () => {
    localStorage.setItem('streamit.token', 'stm_session');
    expect(memberMediaHeaders('/media/activities/a/b/master.m3u8')).toEqual({
      Authorization: 'Bearer stm_session',
    });
    expect(memberMediaHeaders(`${window.location.origin}/media/x/360p/index.m3u8`)).toEqual({
      Authorization: 'Bearer stm_session',
    });
    expect(memberMediaHeaders('https://cdn.example.org/activities/a/b/360p/segment1.m4s')).toEqual({});
  });

  it('sends nothing for a guest', () => {
    expect(memberMediaHeaders('/media/activities/a/b/master.m3u8')).toEqual({});
  });
});
