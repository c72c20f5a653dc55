import type { StoryReadSection } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { Suspense, use } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { StoryVideoSlotContext } from './story-video-slot';

type VideoSection = Extract<StoryReadSection, { kind: 'VIDEO' }>;

function Poster({ section }: { section: VideoSection }) {
  return section.thumbnailUrl ? (
    <img src={section.thumbnailUrl} alt="" className="story-video__poster" />
  ) : (
    <span className="story-video__poster story-video__poster--empty" />
  );
}

/** A video that cannot play here: its poster (when it may be shown) and why, in words. */
function UnavailableVideo({ section }: { section: VideoSection }) {
  const { t } = useTranslation();
  const reason = section.unavailable ?? 'NOT_AVAILABLE';
  return (
    <div className="story-video__link" data-testid="story-video-unavailable">
      <Poster section={section} />
      <p className="story-video__label" role="status">
        {t(`stories.section.unavailable.${reason}`, { title: section.title })}
      </p>
    </div>
  );
}

function WatchPageLink({ section }: { section: VideoSection }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/activities/$activityId"
      params={{ activityId: section.activityId }}
      className="story-video__link"
    >
      <Poster section={section} />
      <span className="story-video__label">{t('stories.section.watchVideo', { title: section.title })}</span>
    </Link>
  );
}

/** The video itself: a poster button first, then the watch page's player (the stream loads only when asked). */
function PlayableVideo({ section, src }: { section: VideoSection; src: string }) {
  const { t } = useTranslation();
  const slot = use(StoryVideoSlotContext);
  if (!slot) return <WatchPageLink section={section} />;
  const { Player } = slot;
  if (slot.playing === section.activityId)
    return (
      <div className="story-video__player">
        <Suspense fallback={<Poster section={section} />}>
          <Player title={section.title} src={src} poster={section.thumbnailUrl} />
        </Suspense>
      </div>
    );
  return (
    <button
      type="button"
      className="story-video__link story-video__play"
      onClick={() => {
        slot.play(section.activityId);
      }}
    >
      <Poster section={section} />
      <span className="story-video__label">{t('stories.section.playVideo', { title: section.title })}</span>
    </button>
  );
}

/** A story's video section: played inside the story when everyone may play it, else its poster and the reason. */
export function StoryVideoSection({ section }: { section: VideoSection }) {
  return (
    <figure className="story-figure story-video">
      {section.hlsUrl ? <PlayableVideo section={section} src={section.hlsUrl} /> : null}
      {section.hlsUrl ? null : <UnavailableVideo section={section} />}
      {section.caption ? <figcaption dir="auto">{section.caption}</figcaption> : null}
    </figure>
  );
}
