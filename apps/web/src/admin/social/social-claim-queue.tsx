import type { SocialClaim } from '@streamit/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useDecideSocialClaim, useSocialClaimQueue } from './social-admin.queries';

function ClaimItem({ claim }: { claim: SocialClaim }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const decide = useDecideSocialClaim();
  const who = claim.memberName ?? claim.memberEmail ?? claim.userId;
  return (
    <li className="list-group-item" data-testid="social-claim">
      <p className="fw-semibold mb-1" dir="auto">
        {who} · {claim.taskTitle}
      </p>
      {claim.evidenceUrl ? (
        <p className="mb-1 text-break">
          <a href={claim.evidenceUrl} target="_blank" rel="noreferrer noopener" dir="ltr">
            {claim.evidenceUrl}
          </a>
        </p>
      ) : null}
      {claim.evidenceText ? (
        <p className="mb-2" dir="auto">
          {claim.evidenceText}
        </p>
      ) : null}
      <label className="form-label small" htmlFor={`${id}-reason`}>
        {t('socialAdmin.queue.reason')}
      </label>
      <input
        id={`${id}-reason`}
        className="form-control form-control-sm mb-2"
        maxLength={500}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
        }}
      />
      {decide.isError ? (
        <p role="alert" className="text-danger small">
          {decide.error.message}
        </p>
      ) : null}
      <div className="d-flex gap-2">
        <button
          type="button"
          className="btn btn-success btn-sm"
          disabled={decide.isPending}
          onClick={() => {
            decide.mutate({ id: claim.id, review: { decision: 'APPROVE', reason } });
          }}
        >
          {t('socialAdmin.queue.approve')}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          disabled={decide.isPending || !reason.trim()}
          onClick={() => {
            decide.mutate({ id: claim.id, review: { decision: 'REJECT', reason } });
          }}
        >
          {t('socialAdmin.queue.reject')}
        </button>
      </div>
    </li>
  );
}

/** The manual review queue: evidence members sent while X checks were off, approved or rejected with a reason. */
export function SocialClaimQueue() {
  const { t } = useTranslation();
  const queue = useSocialClaimQueue();
  return (
    <section aria-labelledby="social-queue-title" className="mb-4">
      <h2 id="social-queue-title" className="h5">
        {t('socialAdmin.queue.title')}
      </h2>
      {queue.isError ? <p role="alert">{t('socialAdmin.failed')}</p> : null}
      {queue.data?.items.length === 0 ? <p>{t('socialAdmin.queue.empty')}</p> : null}
      {queue.data && queue.data.items.length > 0 ? (
        <ul className="list-group">
          {queue.data.items.map((claim) => (
            <ClaimItem key={claim.id} claim={claim} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
