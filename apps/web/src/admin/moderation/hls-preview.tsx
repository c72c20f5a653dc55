import type Hls from 'hls.js';
import { useEffect, useEffectEvent, useRef } from 'react';
import { isOwnMediaUrl } from '../../lib/member-media-headers';
import { moderatorHeaders } from '../../lib/use-moderator-media';

/** Props of HlsPreview. */
export interface HlsPreviewProps {
  src: string;
  poster: string | undefined;
  label: string;
  /** The stream cannot play here (no MediaSource, or a fatal error): show something else. */
  onFailure: () => void;
}

async function attach(video: HTMLVideoElement, src: string, onFailure: () => void): Promise<Hls | null> {
  const { default: HlsClass } = await import('hls.js/light');
  if (!HlsClass.isSupported()) {
    onFailure();
    return null;
  }
  // Every request to the site carries the admin token: the stream is not public yet (a CDN never sees it).
  const headers = Object.entries(moderatorHeaders());
  const hls = new HlsClass({
    xhrSetup: (xhr, url) => {
      if (!isOwnMediaUrl(url)) return;
      for (const [name, value] of headers) xhr.setRequestHeader(name, value);
    },
  });
  hls.on(HlsClass.Events.ERROR, (_event, data) => {
    if (data.fatal) onFailure();
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return hls;
}

/** The item's HLS stream in a plain <video> with controls, through hls.js with the moderator's token. */
export function HlsPreview({ src, poster, label, onFailure }: HlsPreviewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const fail = useEffectEvent(onFailure);
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    let cancelled = false;
    let hls: Hls | null = null;
    void attach(element, src, () => {
      if (!cancelled) fail();
    }).then((created) => {
      if (cancelled) created?.destroy();
      else hls = created;
    });
    return () => {
      cancelled = true;
      hls?.destroy();
    };
  }, [src]);
  return (
    <video
      ref={video}
      className="moderation-preview__media"
      controls
      preload="metadata"
      poster={poster}
      aria-label={label}
      data-testid="moderation-hls-preview"
    />
  );
}
