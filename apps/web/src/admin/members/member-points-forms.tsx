import { TIERS, type Tier } from '@streamit/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useAdjustPoints, useChangeMemberTier } from './members.queries';
import { getCurrentLanguage } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-locale';

const REASON_MIN = 3;
const REASON_MAX = 500;
const AMOUNT_LIMIT = 1_000_000;

function failureText(error: Error | null, fallback: string): string | null {
  if (!error) return null;
  return isApiError(error) ? error.message : fallback;
}

/** A picked lock-until day ends at the close of that day, local time. */
export function lockUntilOf(day: string): string | undefined {
  return day ? new Date(`${day}T23:59:59`).toISOString() : undefined;
}

function ReasonInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex-grow-1">
      <label htmlFor={id} className="form-label small">
        {t('adminMembers.page.actionReason')}
      </label>
      <input
        id={id}
        className="form-control form-control-sm"
        required
        minLength={REASON_MIN}
        maxLength={REASON_MAX}
        dir="auto"
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
        {t('adminMembers.page.changeTier')}
      </h3>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <div>
          <label htmlFor={`${id}-tier`} className="form-label small">
            {t('adminMembers.tier')}
          </label>
          <select
            id={`${id}-tier`}
            className="form-select form-select-sm"
            value={tier}
            onChange={(event) => {
              setTier(event.target.value as Tier);
            }}
          >
            {TIERS.map((value) => (
              <option key={value} value={value}>
                {t(`tiers.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <ReasonInput id={`${id}-reason`} value={reason} onChange={setReason} />
        <div>
          <label htmlFor={`${id}-lock`} className="form-label small">
            {t('adminMembers.page.lockUntil')}
          </label>
          <input
            id={`${id}-lock`}
            type="date"
            className="form-control form-control-sm"
            aria-describedby={`${id}-lock-help`}
            value={lockDay}
            onChange={(event) => {
              setLockDay(event.target.value);
            }}
          />
        </div>
        <PendingButton
          type="submit"
          className="btn btn-sm btn-primary"
          pending={change.isPending}
          label={t('adminMembers.page.changeTierSubmit')}
          pendingLabel={t('adminMembers.dialog.working')}
        />
      </div>
      <p id={`${id}-lock-help`} className="small text-body-secondary mb-2">
        {t('adminMembers.page.lockUntilHelp')}
      </p>
      <FormAlert className="mb-0" message={failureText(change.error, t('adminMembers.page.actionFailed'))} />
      {change.isSuccess ? (
        <p className="small text-success mb-0" role="status">
          {t('adminMembers.page.tierChanged', { tier: t(`tiers.${change.data.tier}`) })}
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
        {t('adminMembers.page.adjustPoints')}
      </h3>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <div>
          <label htmlFor={`${id}-amount`} className="form-label small">
            {t('adminMembers.page.adjustAmount')}
          </label>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="numeric"
            step={1}
            min={-AMOUNT_LIMIT}
            max={AMOUNT_LIMIT}
            className={invalid ? 'form-control form-control-sm is-invalid' : 'form-control form-control-sm'}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-amount-help`}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
            }}
          />
        </div>
        <ReasonInput id={`${id}-reason`} value={reason} onChange={setReason} />
        <PendingButton
          type="submit"
          className="btn btn-sm btn-primary"
          pending={adjust.isPending}
          label={t('adminMembers.page.adjustSubmit')}
          pendingLabel={t('adminMembers.dialog.working')}
        />
      </div>
      <p id={`${id}-amount-help`} className="small text-body-secondary mb-2">
        {t('adminMembers.page.adjustHelp')}
      </p>
      <FormAlert
        className="mb-0"
        message={
          invalid
            ? t('adminMembers.page.adjustInvalid')
            : failureText(adjust.error, t('adminMembers.page.actionFailed'))
        }
      />
      {adjust.isSuccess ? (
        <p className="small text-success mb-0" role="status">
          {t('adminMembers.page.adjusted', {
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
