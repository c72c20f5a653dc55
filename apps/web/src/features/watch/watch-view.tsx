import type { ActivityDetail } from '@streamit/contract';
import { useEffect, useReducer, useState, type ReactNode } from 'react';
import type { ActivityEarning } from '../../lib/activity-earning';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { getActiveMember } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { useViewStatus } from './get-view-status.queries';
import { GuestEarnInvitation } from './guest-earn-invitation';
import { useRelatedVideos } from './list-related-videos.queries';
import { MediaUnavailable } from './media-unavailable';
import { RelatedVideos } from './related-videos';
import { WatchCredits } from './watch-credits';
import { WatchDetails } from './watch-details';
import { WatchPlayer } from './watch-player';
import './watch.css';

/** Props of WatchView. */
export interface WatchViewProps {
  activity: ActivityDetail;
  /** Shown beside the title (the page's Report button). */
  actions?: ReactNode;
  /** The points side: what watching this earns, and where to report verified watching. */
  earning?: ActivityEarning;
}

// Up next still comes when a video does not start by itself (autoplay refused, a slow network, a failure).
const SECONDARY_WAIT_LIMIT_MS = 1_500;

/** True once the player has settled (`settle`: playing, or failed) or after a short limit; at once when nothing plays. */
function usePlayerSettled(playable: boolean): [boolean, () => void] {
  const [settled, settle] = useReducer(() => true, !playable);
  useEffect(() => {
    const timer = setTimeout(settle, SECONDARY_WAIT_LIMIT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  return [settled, settle];
}

/**
 * The watch page of a video: player first, then details and credits; up next beside or below. Up next and the
 * credits render (and up next is fetched) once the player and its title have painted and the video has started,
 * so its first frames do not wait for them.
 */
export function WatchView({ activity, actions, earning }: WatchViewProps) {
  // A preview (the creator's or a moderator's look at an unpublished item) is not watching: no tracking, no views.
  const member = getActiveMember(useSession()) !== null && !activity.previewStatus;
  const playable = activity.media.hlsUrl !== null && !activity.comingSoon;
  const [playerSettled, settlePlayer] = usePlayerSettled(playable);
  const secondary = useAfterFirstPaint() && playerSettled;
  const [countedFor, setCountedFor] = useState<string | null>(null);
  const viewCounted = countedFor === activity.id;
  // Once a heartbeat says this view counted, the view endpoint gives the new total.
  const viewStatus = useViewStatus(activity.id, member && viewCounted);
  const next = useRelatedVideos(activity.id, secondary).data?.[0] ?? null;
  return (
    <div className="page-container watch-page">
      <div className="watch-stage">
        {playable && activity.media.hlsUrl ? (
          <WatchPlayer
            key={activity.id}
            activity={activity}
            hlsUrl={activity.media.hlsUrl}
            member={member}
            next={next}
            onSettled={settlePlayer}
            onViewCounted={() => {
              setCountedFor(activity.id);
            }}
            onBeat={(result) => {
              earning?.onEarning(result.earning);
            }}
          />
        ) : (
          <MediaUnavailable activity={activity} />
        )}
      </div>
      <div className="watch-main">
        <WatchDetails
          activity={activity}
          viewCount={viewStatus.data?.viewCount ?? activity.viewCount}
          actions={actions}
          points={earning?.points ?? activity.pointsReward}
          showPublished={secondary}
        />
        {earning?.note}
        <GuestEarnInvitation member={member} points={activity.pointsReward} />
      </div>
      <aside className="watch-aside">{secondary ? <RelatedVideos activityId={activity.id} /> : null}</aside>
      <div className="watch-more">{secondary ? <WatchCredits credits={activity.credits} /> : null}</div>
    </div>
  );
}
