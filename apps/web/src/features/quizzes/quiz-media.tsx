import type { QuizMedia } from '@streamit/contract';

// Authors give a media storage key or a full URL; keys live under the server's /media prefix.
function mediaSource(ref: string): string {
  return /^(https?:\/\/|data:|\/)/.test(ref) ? ref : `/media/${ref}`;
}

function clipFragment(media: QuizMedia): string {
  if (media.startSeconds === undefined && media.endSeconds === undefined) return '';
  return `#t=${String(media.startSeconds ?? 0)}${media.endSeconds ? `,${String(media.endSeconds)}` : ''}`;
}

/** The picture or short clip of a question; the prompt beside it says what to look at. */
export function QuizMediaView({ media, label }: { media: QuizMedia; label: string }) {
  const src = mediaSource(media.ref);
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
