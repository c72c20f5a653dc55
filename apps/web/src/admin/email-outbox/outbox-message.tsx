import type { OutboxEmail } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from './outbox-format';

/**
 * One stored email. The HTML is untrusted for this page's purposes, so it renders in a frame with an empty
 * `sandbox`: no scripts, no forms, an opaque origin that cannot reach the admin session.
 */
export function OutboxMessage({ email }: { email: OutboxEmail }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="card outbox-message" aria-labelledby="outbox-message-subject">
      <div className="card-body">
        <h2 id="outbox-message-subject" className="h5">
          {email.subject}
        </h2>
        <dl className="outbox-meta small mb-3">
          <dt>{t('outbox.columns.to')}</dt>
          <dd>{email.to}</dd>
          <dt>{t('outbox.columns.kind')}</dt>
          <dd>{email.kind}</dd>
          <dt>{t('outbox.columns.status')}</dt>
          <dd>
            {t(`outbox.status.${email.status}`)}
            {email.lastError ? ` (${email.lastError})` : ''}
          </dd>
          <dt>{t('outbox.columns.created')}</dt>
          <dd>{formatDateTime(email.createdAt, i18n.language)}</dd>
        </dl>
        <iframe
          className="outbox-frame"
          title={t('outbox.messageFrame', { subject: email.subject })}
          sandbox=""
          srcDoc={email.html}
        />
        <details className="mt-2">
          <summary>{t('outbox.plainText')}</summary>
          <pre className="outbox-text">{email.text}</pre>
        </details>
      </div>
    </article>
  );
}
