import type { QuizMedia } from '@streamit/contract';
import { useModeratorObjectUrl } from '../../lib/use-moderator-media';
import { useMemberMediaUrl } from '../../lib/use-member-media-url';
import { useQuizPlaySource } from './quiz-play-source';

// Authors give a media storage key or a full URL; keys live under the server's /media prefix.
function mediaSource(ref: string): string {
  return /^(https?:\/\/|data:|blob:|\/)/.test(ref) ? ref : `/media/${ref}`;
}

function clipFragment(media: QuizMedia): string {
  if (media.startSeconds === undefined && media.endSeconds === undefined) return '';
  return `#t=${String(media.startSeconds ?? 0)}${media.endSeconds ? `,${String(media.endSeconds)}` : ''}`;
}

/**
 * Where the page shows a file from: its own address for members (the quiz is published), else a blob: of it
 * fetched with the author's or moderator's token, since <img> cannot send one.
 */
function useShownSource(src: string): string | null {
  const { mediaRealm } = useQuizPlaySource();
  const isStored = src.startsWith('/media/');
  const member = useMemberMediaUrl(isStored && mediaRealm === 'member' ? src : null, false);
  const staff = useModeratorObjectUrl(isStored && mediaRealm === 'admin' ? src : null);
  if (!isStored || mediaRealm === 'public') return src;
  return mediaRealm === 'member' ? member : staff.src;
}

/** The picture or short clip of a question; the prompt beside it says what to look at. */
export function QuizMediaView({ media, label }: { media: QuizMedia; label: string }) {
  const src = useShownSource(mediaSource(media.ref));
  if (!src) return <div className="quiz-media quiz-media--loading" role="img" aria-label={label} />;
  if (media.kind === 'IMAGE') {
    return <img className="quiz-media" src={src} alt={label} />;
  }
  return (
    <video
      className="quiz-media"
      src={`${src}${clipFragment(media)}`}
      controls
      preload="metadata"
      aria-label={label}
    >
      <track kind="captions" />
    </video>
  );
}
