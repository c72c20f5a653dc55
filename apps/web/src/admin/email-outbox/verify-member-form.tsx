import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormField, SubmitButton } from '../../components/form-field';
import { isApiError } from '../../lib/api-client';
import { ReasonField } from '../ui/reason-field';
import { useVerifyMemberEmail } from './outbox.queries';

/** Marks a member's address verified by hand, with the reason the audit log keeps. */
export function VerifyMemberForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const verify = useVerifyMemberEmail();
  const [email, setEmail] = useState(initialEmail);
  const [reason, setReason] = useState('');
  const [result, setResult] = useState('');
  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    verify.mutate(
      { email, reason },
      {
        onSuccess: (member) => {
          setResult(t('outbox.verify.done', { email: member.email }));
          setReason('');
        },
        onError: (error) => {
          setResult(isApiError(error) ? error.message : t('outbox.verify.failed'));
        },
      },
    );
  };
  return (
    <form className="card card-body outbox-verify" onSubmit={submit} aria-labelledby="outbox-verify-title">
      <h2 id="outbox-verify-title" className="h6">
        {t('outbox.verify.title')}
      </h2>
      <p className="small text-body-secondary">{t('outbox.verify.help')}</p>
      <FormField id="outbox-verify-email" label={t('outbox.verify.email')} className="mb-2">
        {(aria) => (
          <input
            id="outbox-verify-email"
            className="form-control"
            type="email"
            required
            value={email}
            {...aria}
            onChange={(event) => {
              setEmail(event.target.value);
            }}
          />
        )}
      </FormField>
      <ReasonField
        id="outbox-verify-reason"
        label={t('outbox.verify.reason')}
        value={reason}
        onChange={setReason}
        className="mb-2"
      />
      <SubmitButton
        className="btn btn-outline-primary"
        pending={verify.isPending}
        label={t('outbox.verify.submit')}
        pendingLabel={t('outbox.verify.submit')}
      />
      <p className="small mt-2 mb-0" role="status" aria-live="polite">
        {result}
      </p>
    </form>
  );
}
