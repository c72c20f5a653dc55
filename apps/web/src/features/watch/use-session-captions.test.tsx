import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, respondByPath } from '../../test/fake-fetch';
import { makeMember, storeMember } from '../../test/sessions';
import type { CaptionTrack } from './use-player-menus';
import { useSessionCaptions } from './use-session-captions';

const MEDIA = '/media/activities/1b0c/t0k3n';
const CAPTIONS: CaptionTrack[] = [
  { label: 'en', url: `${MEDIA}/captions-en.vtt` },
  { label: 'ar', url: `${MEDIA}/captions-ar.vtt` },
];
const VTT = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n';

let blobs = 0;
const revokeObjectURL = vi.fn();
beforeEach(() => {
  blobs = 0;
  revokeObjectURL.mockClear();
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:caption-${String((blobs += 1))}`),
    revokeObjectURL,
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  localStorage.clear();
});

// As the server answers a preview's files: to the creator's session only, else not found.
function serveToSession() {
  const answer = (request: { headers: Headers }) =>
    request.headers.get('Authorization') === 'Bearer stm_test'
      ? new Response(VTT, { headers: { 'Content-Type': 'text/vtt' } })
      : new Response('', { status: 404 });
  return installFakeFetch(respondByPath({ [CAPTIONS[0]?.url ?? '']: answer }));
}

describe('caption tracks of a session-only preview', () => {
  it("gives a preview's captions from blob: addresses fetched with the creator's session", async () => {
    storeMember(makeMember());
    const network = serveToSession();
    const { result } = renderHook(() => useSessionCaptions(CAPTIONS, true));
    // Nothing for the <video> to ask for without the session while they load.
    expect(result.current).toEqual([]);
    // The Arabic file answers 404 here: it is left out, the English one is shown.
    await waitFor(() => {
      expect(result.current.map((track) => track.label)).toEqual(['en']);
    });
    expect(result.current[0]?.url).toMatch(/^blob:caption-/);
    expect(network.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer stm_test',
      'Bearer stm_test',
    ]);
  });

  it('keeps public captions as they are, fetched by the browser itself', () => {
    const network = serveToSession();
    const { result } = renderHook(() => useSessionCaptions(CAPTIONS, false));
    expect(result.current).toBe(CAPTIONS);
    expect(network.requests).toHaveLength(0);
  });

  it('lets the blob: addresses go when the player leaves', async () => {
    storeMember(makeMember());
    serveToSession();
    const { result, unmount } = renderHook(() => useSessionCaptions(CAPTIONS, true));
    await waitFor(() => {
      expect(result.current).toHaveLength(1);
    });
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith(result.current[0]?.url);
  });
});
