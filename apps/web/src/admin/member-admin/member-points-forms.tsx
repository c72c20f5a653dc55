import { isPendingApproval, PendingApprovalNotice } from '../ui/pending-approval-notice';
import { ReasonField } from '../ui/reason-field';
import { TIERS, type Tier } from '@streamit/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useAdjustPoints, useChangeMemberTier } from './member-admin.queries';
import { getCurrentLanguage } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-locale';

const AMOUNT_LIMIT = 1_000_000;

function failureText(error: Error | null, fallback: string): string | null {
  if (!error) return null;
  return isApiError(error) ? error.message : fallback;
}

/** A picked lock-until day ends at the close of that day, local time. */
export function lockUntilOf(day: string): string | undefined {
  return day ? new Date(`${day}T23:59:59`).toISOString() : undefined;
}

/** The reason the member page's point and tier forms ask for, in their compact row. */
export function ActionReason(props: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return <ReasonField {...props} label={t('memberAdmin.page.actionReason')} className="flex-grow-1" small />;
}

interface FieldProps<T> {
  id: string;
  value: T;
  onChange: (value: T) => void;
}

function TierSelect({ id, value, onChange }: FieldProps<Tier>) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="form-label small">
        {t('memberAdmin.tier')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => {
          onChange(event.target.value as Tier);
        }}
      >
        {TIERS.map((tier) => (
          <option key={tier} value={tier}>
            {t(`tiers.${tier}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The day the tier stays locked until; its help text sits under the form row (`${id}-help`). */
function LockDayInput({ id, value, onChange }: FieldProps<string>) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="form-label small">
        {t('memberAdmin.page.lockUntil')}
      </label>
      <input
        id={id}
        type="date"
        className="form-control form-control-sm"
        aria-describedby={`${id}-help`}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

/** Points to add (positive) or take away (negative); its help text sits under the form row (`${id}-help`). */
function AmountInput({ id, value, invalid, onChange }: FieldProps<string> & { invalid: boolean }) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="form-label small">
        {t('memberAdmin.page.adjustAmount')}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={-AMOUNT_LIMIT}
        max={AMOUNT_LIMIT}
        className={invalid ? 'form-control form-control-sm is-invalid' : 'form-control form-control-sm'}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-help`}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

/** Sets the member's tier by hand with a reason; the tier stays locked until the chosen day or until cleared. */
function ChangeTierForm({ userId, current }: { userId: string; current: Tier }) {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangeMemberTier(userId);
  const [tier, setTier] = useState<Tier>(current);
  const [reason, setReason] = useState('');
  const [lockDay, setLockDay] = useState('');
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lockUntil = lockUntilOf(lockDay);
    change.mutate(
      { tier, reason: reason.trim(), ...(lockUntil ? { lockUntil } : {}) },
      {
        onSuccess: () => {
          setReason('');
          setLockDay('');
        },
      },
    );
  };
  return (
    <form className="border rounded p-2 mb-2" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        {t('memberAdmin.page.changeTier')}
      </h3>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <TierSelect id={`${id}-tier`} value={tier} onChange={setTier} />
        <ActionReason id={`${id}-reason`} value={reason} onChange={setReason} />
        <LockDayInput id={`${id}-lock`} value={lockDay} onChange={setLockDay} />
        <PendingButton
          type="submit"
          className="btn btn-sm btn-primary"
          pending={change.isPending}
          label={t('memberAdmin.page.changeTierSubmit')}
          pendingLabel={t('memberAdmin.dialog.working')}
        />
      </div>
      <p id={`${id}-lock-help`} className="small text-body-secondary mb-2">
        {t('memberAdmin.page.lockUntilHelp')}
      </p>
      <FormAlert className="mb-0" message={failureText(change.error, t('memberAdmin.page.actionFailed'))} />
      {change.isSuccess ? (
        <p className="small text-success mb-0" role="status">
          {t('memberAdmin.page.tierChanged', { tier: t(`tiers.${change.data.tier}`) })}
        </p>
      ) : null}
    </form>
  );
}

/** Adds or takes away points with a reason; zero is refused before anything is sent. */
function AdjustPointsForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const adjust = useAdjustPoints(userId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(amount);
    if (!Number.isInteger(value) || value === 0 || Math.abs(value) > AMOUNT_LIMIT) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    adjust.mutate(
      { amount: value, reason: reason.trim() },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
        },
      },
    );
  };
  return (
    <form className="border rounded p-2 mb-2" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        {t('memberAdmin.page.adjustPoints')}
      </h3>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <AmountInput id={`${id}-amount`} value={amount} invalid={invalid} onChange={setAmount} />
        <ActionReason id={`${id}-reason`} value={reason} onChange={setReason} />
        <PendingButton
          type="submit"
          className="btn btn-sm btn-primary"
          pending={adjust.isPending}
          label={t('memberAdmin.page.adjustSubmit')}
          pendingLabel={t('memberAdmin.dialog.working')}
        />
      </div>
      <p id={`${id}-amount-help`} className="small text-body-secondary mb-2">
        {t('memberAdmin.page.adjustHelp')}
      </p>
      <FormAlert
        className="mb-0"
        message={
          invalid
            ? t('memberAdmin.page.adjustInvalid')
            : failureText(adjust.error, t('memberAdmin.page.actionFailed'))
        }
      />
      <PendingApprovalNotice answer={adjust.data} />
      {adjust.isSuccess && !isPendingApproval(adjust.data) ? (
        <p className="small text-success mb-0" role="status">
          {t('memberAdmin.page.adjusted', {
            balance: formatNumber(adjust.data.balance, getCurrentLanguage()),
          })}
        </p>
      ) : null}
    </form>
  );
}

/** The staff point and tier actions of the member page (shown only to staff with canManagePoints). */
export function MemberPointsForms({ userId, tier }: { userId: string; tier: Tier }) {
  return (
    <div className="mt-3">
      <ChangeTierForm userId={userId} current={tier} />
      <AdjustPointsForm userId={userId} />
    </div>
  );
}
