import type { StoryReadSection } from '@streamit/contract';
import { lazy, Suspense } from 'react';
import { useModeratorObjectUrl } from '../../lib/use-moderator-media';
import { useMemberMediaUrl } from '../../lib/use-member-media-url';
import { StoryText } from './story-text';
import { StoryVideoSection } from './story-video-section';

// The pan-and-zoom viewer is its own chunk: a story without pictures never loads it.
const DeepZoomViewer = lazy(() =>
  import('./deep-zoom-viewer').then((module) => ({ default: module.DeepZoomViewer })),
);

/**
 * Who is looking: readers of a published story see its files at their addresses; its author and moderators
 * see an unpublished story's pictures as blob: copies fetched with their token (an <img> cannot send one).
 */
export type StoryMediaRealm = 'public' | 'member' | 'admin';

/** The address to show a story picture from, for who is looking (a blob: copy before publication). */
export function useShownSource(url: string, realm: StoryMediaRealm): string | null {
  const stored = url.startsWith('/media/');
  const member = useMemberMediaUrl(stored && realm === 'member' ? url : null, false);
  const staff = useModeratorObjectUrl(stored && realm === 'admin' ? url : null);
  if (!stored || realm === 'public') return url;
  return realm === 'member' ? member : staff.src;
}

type ImageSection = Extract<StoryReadSection, { kind: 'IMAGE' }>;

function StoryImage({ section, realm }: { section: ImageSection; realm: StoryMediaRealm }) {
  const src = useShownSource(section.url, realm);
  return (
    <figure className="story-figure">
      {src ? (
        <Suspense fallback={<img className="story-figure__still" src={src} alt={section.alt} />}>
          <DeepZoomViewer src={src} alt={section.alt} />
        </Suspense>
      ) : (
        <div className="story-figure__loading" role="img" aria-label={section.alt} />
      )}
      {section.caption ? <figcaption dir="auto">{section.caption}</figcaption> : null}
    </figure>
  );
}

/** One section of a story, as readers (and, before publication, its author and moderators) see it. */
export function StorySectionView({ section, realm }: { section: StoryReadSection; realm: StoryMediaRealm }) {
  switch (section.kind) {
    case 'TEXT':
      return (
        <div className="story-text" dir="auto">
          <StoryText text={section.text} />
        </div>
      );
    case 'IMAGE':
      return <StoryImage section={section} realm={realm} />;
    case 'VIDEO':
      return <StoryVideoSection section={section} />;
    case 'QUOTE':
      return (
        <figure className="story-quote">
          <blockquote dir="auto">
            <p>{section.text}</p>
          </blockquote>
          <figcaption dir="auto">{section.attribution}</figcaption>
        </figure>
      );
  }
}
