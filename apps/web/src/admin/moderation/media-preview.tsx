import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { HlsPreview } from './hls-preview';
import type { QueueItem } from './moderation-format';
import { useModeratorObjectUrl } from '../../lib/use-moderator-media';

function NoMedia() {
  const { t } = useTranslation();
  return <p className="moderation-preview__missing">{t('moderation.preview.noMedia')}</p>;
}

// Without a playable stream: the short preview clip, else the thumbnail, each fetched with the admin token.
function ClipOrThumbnail({ item, poster }: { item: QueueItem; poster: string | undefined }) {
  const { t } = useTranslation();
  const clip = useModeratorObjectUrl(item.media.previewUrl);
  if (clip.src) {
    return (
      <video
        className="moderation-preview__media"
        controls
        preload="metadata"
        poster={poster}
        src={clip.src}
        aria-label={t('moderation.preview.videoLabel', { title: item.title })}
      />
    );
  }
  if (item.media.previewUrl && !clip.failed)
    return <p className="text-body-secondary">{t('moderation.preview.loading')}</p>;
  if (!poster) return <NoMedia />;
  return (
    <img
      className="moderation-preview__media"
      src={poster}
      alt={t('moderation.preview.thumbnailAlt', { title: item.title })}
    />
  );
}

/** The video's HLS stream (hls.js), else its preview clip or thumbnail; a note when nothing can be shown. */
export function MediaPreview({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  const [streamFailed, setStreamFailed] = useState(false);
  const poster = useModeratorObjectUrl(item.media.thumbnailUrl).src ?? undefined;
  if (item.media.hlsUrl && !streamFailed) {
    return (
      <HlsPreview
        src={item.media.hlsUrl}
        poster={poster}
        label={t('moderation.preview.videoLabel', { title: item.title })}
        onFailure={() => {
          setStreamFailed(true);
        }}
      />
    );
  }
  return <ClipOrThumbnail item={item} poster={poster} />;
}
