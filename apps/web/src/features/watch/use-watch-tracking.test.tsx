import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondJson,
  type FakeRequest,
} from '../../test/fake-fetch';
import { makeMember, storeMember } from '../../test/sessions';
import { useWatchTracking } from './use-watch-tracking';

const ID = '1b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a31';
const TOKEN = `stw_${'a'.repeat(43)}`;

function Harness({ enabled, onViewCounted }: { enabled: boolean; onViewCounted: () => void }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useWatchTracking(video, ID, enabled, onViewCounted);
  return <video ref={setVideo} data-testid="video" />;
}

// The player's video adopted from a warm stream: playing before the hook first sees it.
function AdoptedHarness({ video }: { video: HTMLVideoElement }) {
  useWatchTracking(video, ID, true, () => undefined);
  return null;
}

function serve() {
  return installFakeFetch(
    respondByPath({
      [`/api/v1/activities/${ID}/interaction/start`]: respondJson(201, {
        sessionToken: TOKEN,
        expiresAt: '2026-11-21T18:00:00.000Z',
        heartbeatIntervalSeconds: 5,
        resumePositionSeconds: 0,
      }),
      [`/api/v1/activities/${ID}/interact`]: respondJson(200, {
        accepted: true,
        creditedSeconds: 5,
        sessionWatchedSeconds: 5,
        viewCounted: true,
        positionSeconds: 5,
        earning: null,
      }),
    }),
  );
}

// jsdom's <video> does not play: the test moves its clock and position and fires its events.
function controls(video: HTMLVideoElement) {
  let time = 0;
  Object.defineProperty(video, 'currentTime', { get: () => time, set: (value: number) => (time = value) });
  const fire = (name: string, target: EventTarget = video) => {
    act(() => {
      target.dispatchEvent(new Event(name));
    });
  };
  return { fire, at: (seconds: number) => (time = seconds) };
}

const beatsOf = (requests: FakeRequest[]) =>
  requests.filter((request) => request.url.endsWith('/interact')).map((request) => readJsonBody(request));

describe('watch tracking', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens a session on play, beats every 5 s and on pause, and tells once that the view counted', async () => {
    storeMember(makeMember());
    const network = serve();
    const onViewCounted = vi.fn();
    const view = render(<Harness enabled onViewCounted={onViewCounted} />);
    const { fire, at } = controls(view.getByTestId('video') as HTMLVideoElement);
    at(12);
    fire('play');
    at(17);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    // Reading a response takes real (not fake) time: wait for each request to have gone out.
    await vi.waitFor(() => {
      expect(beatsOf(network.requests)).toHaveLength(1);
    });
    const start = network.requests.find((request) => request.url.endsWith('/interaction/start'));
    expect(readJsonBody(start)).toEqual({ currentTime: 12 });
    expect(start?.headers.get('Authorization')).toMatch(/^Bearer /);
    at(18.5);
    fire('pause');
    await vi.waitFor(() => {
      expect(beatsOf(network.requests)).toHaveLength(2);
    });
    expect(beatsOf(network.requests)).toEqual([
      { sessionToken: TOKEN, currentTime: 17, playing: true, sequence: 0 },
      { sessionToken: TOKEN, currentTime: 18.5, playing: true, sequence: 1 },
    ]);
    await vi.waitFor(() => {
      expect(onViewCounted).toHaveBeenCalled();
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onViewCounted).toHaveBeenCalledTimes(1);
  });

  it('tracks a video that is playing already when it reaches the player (a warm stream), without its play event', async () => {
    storeMember(makeMember());
    const network = serve();
    const video = document.createElement('video');
    Object.defineProperty(video, 'paused', { get: () => false });
    const { at } = controls(video);
    at(3);
    render(<AdoptedHarness video={video} />);
    at(8);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => {
      expect(beatsOf(network.requests)).toHaveLength(1);
    });
    const start = network.requests.find((request) => request.url.endsWith('/interaction/start'));
    expect(readJsonBody(start)).toEqual({ currentTime: 3 });
    expect(beatsOf(network.requests)[0]).toMatchObject({ currentTime: 8, playing: true, sequence: 0 });
  });

  it('sends a last beat when the page goes away during playback', async () => {
    storeMember(makeMember());
    const network = serve();
    const view = render(<Harness enabled onViewCounted={vi.fn()} />);
    const { fire, at } = controls(view.getByTestId('video') as HTMLVideoElement);
    fire('play');
    await act(() => vi.advanceTimersByTimeAsync(100));
    at(3.25);
    fire('pagehide', window);
    const last = network.requests.at(-1);
    expect(last?.url).toBe(`/api/v1/activities/${ID}/interact`);
    expect(readJsonBody(last)).toEqual({
      sessionToken: TOKEN,
      currentTime: 3.25,
      playing: true,
      sequence: 0,
    });
    expect(last?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('reports nothing for a guest', async () => {
    const network = serve();
    const view = render(<Harness enabled={false} onViewCounted={vi.fn()} />);
    const { fire } = controls(view.getByTestId('video') as HTMLVideoElement);
    fire('play');
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    fire('pause');
    expect(network.requests).toEqual([]);
  });
});
