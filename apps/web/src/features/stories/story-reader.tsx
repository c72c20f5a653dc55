import type { ActivityDetail, StoryReadSection, StorySectionViewResult } from '@streamit/contract';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ActivityEarning } from '../../lib/activity-earning';
import { StorySectionView } from './story-section-view';
import { useStory, useStoryReading } from './story-reading.queries';
import { useCurrentSection } from './use-current-section';
import { useStoryViews } from './use-story-views';
import { StoryVideoSlotContext, type StoryVideoPlayerProps } from './story-video-slot';
import './story-reader.css';

/** Share of the story's reading done, 0–100: credited seconds over the sections' bounds. */
export function readingPercent(sections: StoryReadSection[], credited: number[]): number {
  const total = sections.reduce((sum, section) => sum + section.minSeconds, 0);
  const done = sections.reduce(
    (sum, section, index) => sum + Math.min(section.minSeconds, credited[index] ?? 0),
    0,
  );
  return total > 0 ? Math.round((done / total) * 100) : 0;
}

function ReadingProgress({ percent, completed }: { percent: number; completed: boolean }) {
  const { t } = useTranslation();
  const label = completed ? t('stories.reader.completed') : t('stories.reader.progress', { percent });
  return (
    <div
      className="story-progress"
      role="progressbar"
      aria-label={t('stories.reader.progressLabel')}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={label}
    >
      <span className="story-progress__bar" style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}

/** The member's reading as the server last answered it. */
function useReadingState(activityId: string, member: boolean, earning: ActivityEarning | undefined) {
  const stored = useStoryReading(activityId, member);
  const [answer, setAnswer] = useState<StorySectionViewResult | null>(null);
  const reading = answer ?? stored.data ?? null;
  const onAnswer = (next: StorySectionViewResult) => {
    setAnswer(next);
    earning?.onEarning(next.earning);
  };
  return { reading, ready: stored.isSuccess, startSequence: stored.data?.lastSequence ?? 0, onAnswer };
}

/** Props of StoryReader. */
export interface StoryReaderProps {
  activity: ActivityDetail;
  member: boolean;
  earning?: ActivityEarning;
  /** The player video sections play in (the watch page's); without it they link to their watch pages. */
  VideoPlayer?: ComponentType<StoryVideoPlayerProps>;
}

/** The video slot of the story: the page's player and the one video section playing now. */
function useVideoSlot(Player: ComponentType<StoryVideoPlayerProps> | undefined) {
  const [playing, setPlaying] = useState<string | null>(null);
  return useMemo(() => (Player ? { Player, playing, play: setPlaying } : null), [Player, playing]);
}

/**
 * A featured art story in the manner of Google Arts & Culture: full-bleed sections in large type, pictures to
 * zoom into, and a progress bar fed by the reading the server has credited (decision 069).
 */
export function StoryReader({ activity, member, earning, VideoPlayer }: StoryReaderProps) {
  const { t } = useTranslation();
  const videoSlot = useVideoSlot(VideoPlayer);
  const story = useStory(activity.id);
  const sections = story.data?.sections ?? [];
  const { current, container } = useCurrentSection(sections.length);
  const { reading, ready, startSequence, onAnswer } = useReadingState(activity.id, member, earning);
  const completed = reading?.completed ?? false;
  useStoryViews({
    activityId: activity.id,
    sections,
    current,
    enabled: member && ready && !completed,
    startSequence,
    onAnswer,
  });
  if (story.isError) return <p className="page-container py-5 text-danger">{t('stories.reader.error')}</p>;
  if (!story.data)
    return (
      <p className="page-container py-5" role="status">
        {t('stories.reader.loading')}
      </p>
    );
  const percent = completed ? 100 : readingPercent(sections, reading?.creditedSeconds ?? []);
  return (
    <article className="story" aria-labelledby="page-title" data-testid="story-reader">
      <ReadingProgress percent={percent} completed={completed} />
      <header className="story__intro page-container">
        {activity.description ? (
          <p className="story__lead" dir="auto">
            {activity.description}
          </p>
        ) : null}
        <div className="story__note">{member ? earning?.note : <p>{t('stories.reader.guest')}</p>}</div>
      </header>
      <StoryVideoSlotContext value={videoSlot}>
        <div ref={container}>
          {sections.map((section, index) => (
            <section
              key={index}
              data-section={index}
              className={`story-section story-section--${section.kind.toLowerCase()}`}
              aria-label={t('stories.reader.sectionLabel', { number: index + 1, count: sections.length })}
            >
              <StorySectionView section={section} realm={activity.previewStatus ? 'member' : 'public'} />
            </section>
          ))}
        </div>
      </StoryVideoSlotContext>
      <footer className="story__end page-container">
        <p className="story__end-title">{t('stories.reader.end')}</p>
        <p role="status" data-testid="story-status">
          {completed ? t('stories.reader.completed') : t('stories.reader.progress', { percent })}
        </p>
      </footer>
    </article>
  );
}
