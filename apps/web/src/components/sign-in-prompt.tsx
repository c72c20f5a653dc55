import { Link, useRouterState } from '@tanstack/react-router';

/** A link to /auth/login that brings the member back to this page afterwards. */
export function SignInPrompt({ text, linkLabel }: { text: string; linkLabel: string }) {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <p className="play-sign-in">
      {text}{' '}
      <Link to="/auth/login" search={{ redirect: href }} className="fw-semibold">
        {linkLabel}
      </Link>
    </p>
  );
}
