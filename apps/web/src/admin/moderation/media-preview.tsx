import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueItem } from './moderation-format';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

// Browsers with native HLS (Safari, recent Chromium) play the playlist itself; others get the preview clip.
function canPlayHls(): boolean {
  return document.createElement('video').canPlayType(HLS_TYPE) !== '';
}

function pickVideoSource(media: QueueItem['media']): string | null {
  if (media.hlsUrl && canPlayHls()) return media.hlsUrl;
  return media.previewUrl;
}

/** The video's stream or preview clip with its thumbnail as poster; a note when nothing can be shown. */
export function MediaPreview({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const source = pickVideoSource(item.media);
  const poster = item.media.thumbnailUrl ?? undefined;
  if (failed || (!source && !poster)) {
    return <p className="moderation-preview__missing">{t('moderation.preview.noMedia')}</p>;
  }
  if (!source) {
    return (
      <img
        className="moderation-preview__media"
        src={poster}
        alt={t('moderation.preview.thumbnailAlt', { title: item.title })}
        onError={() => {
          setFailed(true);
        }}
      />
    );
  }
  return (
    <video
      className="moderation-preview__media"
      controls
      preload="metadata"
      poster={poster}
      src={source}
      aria-label={t('moderation.preview.videoLabel', { title: item.title })}
      onError={() => {
        setFailed(true);
      }}
    />
  );
}
