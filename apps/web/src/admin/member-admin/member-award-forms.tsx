import { isPendingApproval, PendingApprovalNotice } from '../ui/pending-approval-notice';
import { AwardPointsBodySchema, SendArtfiDirectBodySchema } from '@streamit/contract';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { FormAlert } from '../../components/form-field';
import { getCurrentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../ui/failure-text';
import { createIdempotencyKey } from '../../lib/api-client';
import { formatNumber } from '../../lib/format-locale';
import { ConfirmStep } from '../ui/confirm-step';
import { useAwardPoints, useSendArtfiDirect, type ConfirmedSend } from './member-admin.queries';
import { ActionReason } from './member-points-forms';

interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string;
}

/** The amount, a number typed left to right. */
function AmountField({ id, label, value, onChange, invalid, describedBy }: AmountFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="form-label small">
        {label}
      </label>
      <input
        id={id}
        className={invalid ? 'form-control form-control-sm is-invalid' : 'form-control form-control-sm'}
        required
        inputMode="decimal"
        dir="ltr"
        maxLength={40}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

interface PaymentFormProps<T> {
  title: string;
  amountLabel: string;
  help: string;
  invalidText: string;
  reviewLabel: string;
  /** The body for the typed values, or null when the amount is not valid (nothing is sent then). */
  bodyOf: (amount: string, reason: string) => T | null;
  question: (body: T) => string;
  confirmLabel: string;
  mutation: {
    mutate: (send: ConfirmedSend<T>, options: { onSuccess: () => void }) => void;
    isPending: boolean;
    error: Error | null;
    reset: () => void;
  };
  result: ReactNode;
}

/** A reasoned staff payment: amount and reason, a confirmation that repeats them, then the server's result. */
function PaymentForm<T>(props: PaymentFormProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState<ConfirmedSend<T> | null>(null);
  const review = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = props.bodyOf(amount.trim(), reason.trim());
    setInvalid(body === null);
    props.mutation.reset();
    // One key per confirmation: pressing confirm again after a lost answer cannot pay twice.
    if (body) setConfirming({ body, idempotencyKey: createIdempotencyKey() });
  };
  const confirm = (send: ConfirmedSend<T>) => {
    props.mutation.mutate(send, {
      onSuccess: () => {
        setConfirming(null);
        setAmount('');
        setReason('');
      },
    });
  };
  return (
    <form className="border rounded p-2 mb-2" onSubmit={review} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        {props.title}
      </h3>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <AmountField
          id={`${id}-amount`}
          label={props.amountLabel}
          value={amount}
          invalid={invalid}
          describedBy={`${id}-help`}
          onChange={setAmount}
        />
        <ActionReason id={`${id}-reason`} value={reason} onChange={setReason} />
        <button type="submit" className="btn btn-sm btn-outline-primary" disabled={confirming !== null}>
          {props.reviewLabel}
        </button>
      </div>
      <p id={`${id}-help`} className="small text-body-secondary mb-2">
        {props.help}
      </p>
      {confirming ? (
        <ConfirmStep
          question={props.question(confirming.body)}
          confirmLabel={props.confirmLabel}
          pending={props.mutation.isPending}
          onConfirm={() => {
            confirm(confirming);
          }}
          onCancel={() => {
            setConfirming(null);
          }}
        />
      ) : null}
      <FormAlert
        className="mb-0"
        message={
          invalid ? props.invalidText : failureText(props.mutation.error, t('memberAdmin.page.actionFailed'))
        }
      />
      {props.result}
    </form>
  );
}

/** Points awarded by hand (1 to 1,000,000), through the ledger like every staff posting, audited. */
function AwardPointsForm({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const award = useAwardPoints();
  const number = (value: number) => formatNumber(value, getCurrentLanguage());
  return (
    <PaymentForm
      title={t('memberAdmin.awards.pointsTitle')}
      amountLabel={t('memberAdmin.awards.points')}
      help={t('memberAdmin.awards.pointsHelp')}
      invalidText={t('memberAdmin.awards.pointsInvalid')}
      reviewLabel={t('memberAdmin.awards.review')}
      bodyOf={(amount, reason) => {
        const parsed = AwardPointsBodySchema.safeParse({ userId, points: Number(amount), reason });
        return /^\d+$/.test(amount) && parsed.success ? parsed.data : null;
      }}
      question={(body) =>
        t('memberAdmin.awards.pointsQuestion', {
          count: body.points,
          points: number(body.points),
          name,
          reason: body.reason,
        })
      }
      confirmLabel={t('memberAdmin.awards.pointsConfirm')}
      mutation={award}
      result={
        isPendingApproval(award.data) ? (
          <PendingApprovalNotice answer={award.data} />
        ) : award.data ? (
          <p className="small text-success mb-0" role="status">
            {t('memberAdmin.awards.pointsDone', {
              count: award.data.amount,
              points: number(award.data.amount),
              balance: number(award.data.balance),
            })}
          </p>
        ) : null
      }
    />
  );
}

/** Treasury ARTFI sent to the member's payout wallet: queued for the payout job, audited on the member. */
function SendArtfiForm({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const send = useSendArtfiDirect();
  const grant = send.data;
  return (
    <PaymentForm
      title={t('memberAdmin.awards.artfiTitle')}
      amountLabel={t('memberAdmin.awards.artfi')}
      help={t('memberAdmin.awards.artfiHelp')}
      invalidText={t('memberAdmin.awards.artfiInvalid')}
      reviewLabel={t('memberAdmin.awards.review')}
      bodyOf={(amount, reason) => {
        const parsed = SendArtfiDirectBodySchema.safeParse({ userId, amount, reason });
        return parsed.success ? parsed.data : null;
      }}
      question={(body) =>
        t('memberAdmin.awards.artfiQuestion', { amount: body.amount, name, reason: body.reason })
      }
      confirmLabel={t('memberAdmin.awards.artfiConfirm')}
      mutation={send}
      result={
        isPendingApproval(grant) ? (
          <PendingApprovalNotice answer={grant} />
        ) : grant ? (
          <p className="small text-success mb-0" role="status">
            {t('memberAdmin.awards.artfiDone', {
              amount: grant.artfiAmount,
              to: grant.to,
              status: t(`memberAdmin.awards.grantStatus.${grant.status}`),
            })}{' '}
            {grant.txUrl ? (
              <a href={grant.txUrl} target="_blank" rel="noreferrer">
                {t('memberAdmin.awards.transaction')}
              </a>
            ) : null}
          </p>
        ) : null
      }
    />
  );
}

/** The staff award forms of the member page (canManagePoints); each result lands in the audit trail below. */
export function MemberAwardForms({ userId, name }: { userId: string; name: string }) {
  return (
    <>
      <AwardPointsForm userId={userId} name={name} />
      <SendArtfiForm userId={userId} name={name} />
    </>
  );
}
