import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/use-session';
import { useFollowState, useToggleFollow } from './creators.queries';

interface FollowButtonProps {
  handle: string;
  name: string;
  /** The creator's own user id: nobody follows themselves. */
  creatorId: string;
}

function SignInToFollow() {
  const { t } = useTranslation();
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <Link to="/auth/login" search={{ redirect: href }} className="btn btn-outline-primary">
      {t('creators.follow.signIn')}
    </Link>
  );
}

function ToggleFollow({ handle, name }: Omit<FollowButtonProps, 'creatorId'>) {
  const { t } = useTranslation();
  const state = useFollowState(handle, true);
  const toggle = useToggleFollow(handle);
  const following = state.data?.following ?? false;
  const busy = toggle.isPending || state.isPending;
  return (
    <div>
      {/* A toggle: the name stays "Follow" and aria-pressed says whether the member follows. */}
      <button
        type="button"
        className={following ? 'btn btn-outline-primary' : 'btn btn-primary'}
        aria-pressed={following}
        disabled={busy}
        aria-busy={busy || undefined}
        title={following ? t('creators.follow.unfollow', { name }) : undefined}
        onClick={() => {
          toggle.mutate(!following);
        }}
      >
        {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t(following ? 'creators.follow.following' : 'creators.follow.follow')}
      </button>
      {toggle.isError ? (
        <p role="alert" className="text-danger small mt-2 mb-0">
          {t('creators.follow.failed')}
        </p>
      ) : null}
    </div>
  );
}

/** Follow or unfollow a creator; guests are offered sign-in, and a creator sees no button on their own page. */
export function FollowButton({ handle, name, creatorId }: FollowButtonProps) {
  const { member } = useSession();
  if (!member) return <SignInToFollow />;
  if (member.id === creatorId) return null;
  return <ToggleFollow handle={handle} name={name} />;
}
