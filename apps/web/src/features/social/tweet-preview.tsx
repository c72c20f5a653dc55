import type { MemberSocialTask } from '@streamit/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format-locale';
import { useTweetDetails } from './social.queries';

/** The post itself, as X gives it: author, text, when, and its like and repost counts where X says them. */
function TweetCard({ taskId }: { taskId: string }) {
  const { t, i18n } = useTranslation();
  const post = useTweetDetails(taskId);
  if (post.isPending)
    return (
      <p role="status" className="small mb-0">
        {t('social.preview.loading')}
      </p>
    );
  if (post.isError)
    return (
      <p role="alert" className="small text-danger mb-0">
        {post.error.message}
      </p>
    );
  const { author, text, createdAt, likeCount, retweetCount, url } = post.data;
  const number = new Intl.NumberFormat(i18n.language);
  const counts = [
    likeCount === null ? null : t('social.preview.likes', { count: likeCount, n: number.format(likeCount) }),
    retweetCount === null
      ? null
      : t('social.preview.reposts', { count: retweetCount, n: number.format(retweetCount) }),
  ].filter(Boolean);
  return (
    <figure className="border rounded p-2 mb-0 bg-body-tertiary">
      <blockquote className="mb-1" dir="auto" cite={url}>
        <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </p>
      </blockquote>
      <figcaption className="small text-body-secondary">
        <span dir="auto">{author.name ?? author.username ?? author.id}</span>
        {author.username ? <span dir="ltr"> @{author.username}</span> : null}
        {createdAt ? ` · ${formatDateTime(createdAt, i18n.language)}` : ''}
        {counts.length > 0 ? ` · ${counts.join(' · ')}` : ''}
      </figcaption>
    </figure>
  );
}

/** A like or repost task's post, read from X only when the member asks to see it. */
export function TweetPreview({ task }: { task: MemberSocialTask }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="mb-2">
      <button
        type="button"
        className="btn btn-link btn-sm p-0"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {t(open ? 'social.preview.hide' : 'social.preview.show', { title: task.title })}
      </button>
      <div id={id} className="mt-1" hidden={!open}>
        {open ? <TweetCard taskId={task.id} /> : null}
      </div>
    </div>
  );
}
