import type { AdminMember } from '@streamit/contract';
import { useState } from 'react';
import { FormAlert } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../ui/failure-text';
import { useFindMember } from './social-admin.queries';

/** A member's name as staff know it. */
export const memberName = (member: AdminMember) =>
  member.displayName || [member.firstName, member.lastName].filter(Boolean).join(' ') || member.id;

/** The members the search found, as radio buttons (an exact display name can match several). */
function MatchList({
  id,
  members,
  picked,
  onPick,
}: {
  id: string;
  members: AdminMember[];
  picked: string;
  onPick: (member: AdminMember) => void;
}) {
  const { t } = useTranslation();
  if (members.length === 0) return <p className="small mt-2 mb-0">{t('socialAdmin.bypass.noMatch')}</p>;
  return (
    <fieldset className="mt-2">
      <legend className="form-label fs-6">{t('socialAdmin.bypass.pick')}</legend>
      {members.map((member) => (
        <div key={member.id} className="form-check">
          <input
            id={`${id}-${member.id}`}
            type="radio"
            name={`${id}-picked`}
            className="form-check-input"
            checked={picked === member.id}
            onChange={() => {
              onPick(member);
            }}
          />
          <label htmlFor={`${id}-${member.id}`} className="form-check-label" dir="auto">
            {memberName(member)} · <span dir="ltr">{member.email ?? member.id}</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** Finds the member by exact email, id or display name, then lets staff pick one of the matches. */
export function MemberFinder({
  id,
  picked,
  onPick,
}: {
  id: string;
  picked: string;
  onPick: (member: AdminMember | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useFindMember(q);
  const find = () => {
    onPick(null);
    setQ(text.trim());
  };
  return (
    <div className="col-12">
      <label htmlFor={`${id}-member`} className="form-label">
        {t('socialAdmin.bypass.member')}
      </label>
      <div className="input-group">
        <input
          id={`${id}-member`}
          className="form-control"
          dir="auto"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              find();
            }
          }}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={text.trim() === ''}
          onClick={find}
        >
          {t('socialAdmin.bypass.find')}
        </button>
      </div>
      {found.isFetching ? (
        <p role="status" className="small mb-0">
          {t('socialAdmin.bypass.finding')}
        </p>
      ) : null}
      <FormAlert className="mt-2 mb-0" message={failureText(found.error, t('socialAdmin.failed'))} />
      {found.data ? <MatchList id={id} members={found.data.items} picked={picked} onPick={onPick} /> : null}
    </div>
  );
}
