import type { ActivityDetail, ActivityListItem, HeartbeatResult } from '@streamit/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useMemberMediaUrl } from '../../lib/use-member-media-url';
import { PROGRESS_FRESH_MS, useWatchProgress } from './get-watch-progress.queries';
import { EndScreen } from './end-screen';
import { decideResume, type SavedPosition } from './resume-decision';
import { ResumeNotice } from './resume-notice';
import { hasSessionOnlyMedia } from './session-media';
import { useEnded } from './use-ended';
import type { CaptionTrack } from './use-player-menus';
import { useSessionCaptions } from './use-session-captions';
import { useWatchTracking } from './use-watch-tracking';
import { playVideo, seekVideo } from './video-commands';
import { VideoPlayer } from './video-player';

/** Props of WatchPlayer. */
export interface WatchPlayerProps {
  activity: ActivityDetail;
  hlsUrl: string;
  /** A member is signed in: resume and watch tracking apply. */
  member: boolean;
  onViewCounted: () => void;
  /** Hears every heartbeat the server accepted. */
  onBeat?: (result: HeartbeatResult) => void;
  /** What the end screen offers next (the first up-next item), or null. */
  next?: ActivityListItem | null;
  /** Hears when the video first plays or cannot play (see VideoPlayer's onSettled). */
  onSettled?: () => void;
}

const NO_CAPTIONS: CaptionTrack[] = [];

function PlayerPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="watch-player watch-player--placeholder" role="status">
      <span className="spinner-border" aria-hidden="true" />
      <span className="visually-hidden">{t('watch.player.loading')}</span>
    </div>
  );
}

/** The player of a watch page: starts where the member left off and reports watching to the server. */
export function WatchPlayer(props: WatchPlayerProps) {
  const progress = useWatchProgress(props.activity.id, props.member);
  const [mountedAt] = useState(() => Date.now());
  // The watch route fetched the saved place beside the activity (and started the stream there): a place read
  // just now is used at once; an older one waits for the fresh read.
  const fresh = mountedAt - progress.dataUpdatedAt < PROGRESS_FRESH_MS;
  const waiting = progress.isPending || (progress.isFetching && !fresh);
  // Wait for the saved place (never longer than that request), so playback does not jump after it starts.
  if (props.member && waiting) return <PlayerPlaceholder />;
  return <ResumingPlayer {...props} saved={progress.data ?? null} />;
}

function ResumingPlayer({
  activity,
  hlsUrl,
  member,
  onViewCounted,
  onBeat,
  next = null,
  onSettled,
  saved,
}: WatchPlayerProps & { saved: SavedPosition | null }) {
  // Decided once: a later refetch of the progress must not move or reload a playing video.
  const [decision] = useState(() => decideResume(saved, activity.durationSeconds));
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(true);
  const sessionOnly = hasSessionOnlyMedia(activity);
  // A preview's poster is fetched with the session; its storyboard sprites (CSS images) could not be, so none.
  const poster = useMemberMediaUrl(activity.media.thumbnailUrl, !sessionOnly);
  // Its caption files too: the creator sees the subtitles the published page will have.
  const captions = useSessionCaptions(activity.media.captions ?? NO_CAPTIONS, sessionOnly);
  const dismiss = useCallback(() => {
    setNoticeOpen(false);
  }, []);
  useWatchTracking(video, activity.id, member, onViewCounted, onBeat);
  const ended = useEnded(video);
  const startOver = () => {
    if (video) seekVideo(video, 0);
    setNoticeOpen(false);
  };
  const replay = () => {
    if (!video) return;
    seekVideo(video, 0);
    playVideo(video);
  };
  return (
    <VideoPlayer
      title={activity.title}
      src={hlsUrl}
      poster={poster}
      sessionOnly={sessionOnly}
      renditions={activity.media.renditions}
      captions={captions}
      storyboardUrl={sessionOnly ? null : activity.media.storyboardUrl}
      startAt={decision.startAt}
      onVideoElement={setVideo}
      onSettled={onSettled}
      overlay={
        ended ? (
          <EndScreen next={next} onReplay={replay} />
        ) : decision.resumed && noticeOpen ? (
          <ResumeNotice
            position={decision.startAt}
            video={video}
            onStartOver={startOver}
            onDismiss={dismiss}
          />
        ) : null
      }
    />
  );
}
