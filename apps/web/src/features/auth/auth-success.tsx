import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** A finished step: the server's message, focused so screen readers hear it, and the way to log in. */
export function AuthSuccess({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div role="status">
      <h2 ref={headingRef} tabIndex={-1} className="h3">
        {title}
      </h2>
      <p>{message}</p>
      <Link to="/auth/login" className="btn btn-primary">
        {t('auth.login.submit')}
      </Link>
    </div>
  );
}
