import { useEffect, useState } from 'react';
import { memberMediaHeaders } from '../../lib/member-media-headers';
import type { CaptionTrack } from './use-player-menus';

const NO_CAPTIONS: CaptionTrack[] = [];

function revokeAll(tracks: CaptionTrack[]): void {
  for (const track of tracks) URL.revokeObjectURL(track.url);
}

/** Fetches each caption file with the session; a file the server refuses is left out. */
async function fetchCaptions(captions: CaptionTrack[], signal: AbortSignal): Promise<CaptionTrack[]> {
  const loaded = await Promise.all(
    captions.map(async (caption) => {
      const response = await fetch(caption.url, { headers: memberMediaHeaders(caption.url), signal });
      if (!response.ok) return null;
      return { label: caption.label, url: URL.createObjectURL(await response.blob()) };
    }),
  );
  return loaded.filter((caption): caption is CaptionTrack => caption !== null);
}

/**
 * The caption tracks to give the player. Public ones as they are; a preview's (served to its creator's session
 * only) fetched with the session and given from blob: addresses, since a <track> cannot send the header. A
 * preview has none until they have arrived, so the browser never asks for them without it.
 */
export function useSessionCaptions(captions: CaptionTrack[], sessionOnly: boolean): CaptionTrack[] {
  const [loaded, setLoaded] = useState<{ from: CaptionTrack[]; tracks: CaptionTrack[] } | null>(null);
  useEffect(() => {
    if (!sessionOnly || captions.length === 0) return undefined;
    const controller = new AbortController();
    let tracks: CaptionTrack[] = [];
    void fetchCaptions(captions, controller.signal)
      .then((fetched) => {
        tracks = fetched;
        if (controller.signal.aborted) revokeAll(fetched);
        else setLoaded({ from: captions, tracks: fetched });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      revokeAll(tracks);
    };
  }, [captions, sessionOnly]);
  if (!sessionOnly) return captions;
  return loaded?.from === captions ? loaded.tracks : NO_CAPTIONS;
}
