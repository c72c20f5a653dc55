import type { PartnerInvitation, PartnerPerson } from '@streamit/contract';
import { useId, useState } from 'react';
import { FormAlert } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useLocaleFormat } from '../../lib/format-locale';
import {
  useInvitePartnerPerson,
  usePartnerPeople,
  useRemovePartnerPerson,
  useRevokePartnerInvitation,
} from './partner-people.queries';
import { PortalTable } from './portal-table';

function InviteForm() {
  const { t } = useTranslation();
  const invite = useInvitePartnerPerson();
  const [email, setEmail] = useState('');
  const id = useId();
  const error = invite.error && isApiError(invite.error) ? invite.error.message : null;
  return (
    <form
      noValidate
      aria-label={t('partnerPortal.people.invite')}
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate(email.trim(), {
          onSuccess: () => {
            setEmail('');
          },
        });
      }}
    >
      <FormAlert message={error} />
      <label htmlFor={id} className="form-label">
        {t('partnerPortal.people.email')}
      </label>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <input
          id={id}
          className="form-control w-auto flex-grow-1"
          dir="ltr"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
          {invite.isPending ? t('partnerPortal.people.inviting') : t('partnerPortal.people.invite')}
        </button>
      </div>
      {invite.data ? (
        <p role="status" className="small">
          {t('partnerPortal.people.invited', { email: invite.data.email })}
        </p>
      ) : null}
    </form>
  );
}

function PeopleTable({ people }: { people: PartnerPerson[] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const remove = useRemovePartnerPerson();
  return (
    <PortalTable
      caption={t('partnerPortal.people.peopleCaption')}
      heads={(['name', 'email', 'role', 'since', 'actions'] as const).map((head) =>
        t(`partnerPortal.people.heads.${head}`),
      )}
    >
      {people.map((person) => (
        <tr key={person.userId}>
          <th scope="row" dir="auto">
            {person.name}
          </th>
          <td dir="ltr">{person.email}</td>
          <td>{t(`partnerPortal.people.roles.${person.role}`)}</td>
          <td>{format.date(person.since)}</td>
          <td>
            {person.role === 'MEMBER' ? (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                disabled={remove.isPending}
                onClick={() => {
                  remove.mutate(person.userId);
                }}
              >
                {t('partnerPortal.people.remove', { name: person.name })}
              </button>
            ) : null}
          </td>
        </tr>
      ))}
    </PortalTable>
  );
}

function InvitationsTable({ invitations }: { invitations: PartnerInvitation[] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const revoke = useRevokePartnerInvitation();
  if (invitations.length === 0) return <p className="small">{t('partnerPortal.people.noInvitations')}</p>;
  return (
    <PortalTable
      caption={t('partnerPortal.people.invitationsCaption')}
      heads={(['email', 'status', 'expires', 'actions'] as const).map((head) =>
        t(`partnerPortal.people.heads.${head}`),
      )}
    >
      {invitations.map((invitation) => (
        <tr key={invitation.id}>
          <th scope="row" dir="ltr" className="fw-normal">
            {invitation.email}
          </th>
          <td>{t(`partnerPortal.people.statuses.${invitation.status}`)}</td>
          <td>{format.date(invitation.expiresAt)}</td>
          <td>
            {invitation.status === 'PENDING' ? (
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={revoke.isPending}
                onClick={() => {
                  revoke.mutate(invitation.id);
                }}
              >
                {t('partnerPortal.people.revoke', { email: invitation.email })}
              </button>
            ) : null}
          </td>
        </tr>
      ))}
    </PortalTable>
  );
}

/** The owner's panel: invite people by e-mail, see who has access, revoke an invitation, remove someone. */
export function PartnerPeople() {
  const { t } = useTranslation();
  const people = usePartnerPeople();
  return (
    <section className="mt-4" aria-labelledby="partner-people-title">
      <h2 className="h5" id="partner-people-title">
        {t('partnerPortal.people.title')}
      </h2>
      <p className="small text-body-secondary">{t('partnerPortal.people.lead')}</p>
      <InviteForm />
      {people.isError ? <p role="alert">{t('partnerPortal.people.failed')}</p> : null}
      {people.data ? (
        <>
          <PeopleTable people={people.data.people} />
          <InvitationsTable invitations={people.data.invitations} />
        </>
      ) : null}
    </section>
  );
}
