import type { ActivityDetail } from '@streamit/contract';
import { useState, type ReactNode } from 'react';
import { getActiveMember } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { useViewStatus } from './get-view-status.queries';
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
}

/** The watch page of a video: player, details, credits and related videos. */
export function WatchView({ activity, actions }: WatchViewProps) {
  const member = getActiveMember(useSession()) !== null;
  const [countedFor, setCountedFor] = useState<string | null>(null);
  const viewCounted = countedFor === activity.id;
  // Once a heartbeat says this view counted, the view endpoint gives the new total.
  const viewStatus = useViewStatus(activity.id, member && viewCounted);
  const playable = activity.media.hlsUrl !== null && !activity.comingSoon;
  return (
    <div className="page-container py-4 watch-page">
      <div className="watch-stage">
        {playable && activity.media.hlsUrl ? (
          <WatchPlayer
            key={activity.id}
            activity={activity}
            hlsUrl={activity.media.hlsUrl}
            member={member}
            onViewCounted={() => {
              setCountedFor(activity.id);
            }}
          />
        ) : (
          <MediaUnavailable activity={activity} />
        )}
      </div>
      <div className="row g-5 mt-0">
        <div className="col-12 col-lg-8">
          <WatchDetails
            activity={activity}
            viewCount={viewStatus.data?.viewCount ?? activity.viewCount}
            actions={actions}
          />
          <WatchCredits credits={activity.credits} />
        </div>
        <div className="col-12 col-lg-4">
          <RelatedVideos activityId={activity.id} categorySlug={activity.category?.slug ?? null} />
        </div>
      </div>
    </div>
  );
}
