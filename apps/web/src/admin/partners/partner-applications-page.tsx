import type { PartnerApplication, PartnerReviewDecision } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { QueryState } from '../ui/query-state';
import { usePartnerApplications, useReviewPartnerApplication } from './partners-admin.queries';
import { OrganisationCell } from './organisation-cell';
import { ReasonedActions } from './reasoned-actions';

function Decision({ application }: { application: PartnerApplication }) {
  const { t } = useTranslation();
  const review = useReviewPartnerApplication();
  if (application.status !== 'SUBMITTED')
    return application.reason ? (
      <span dir="auto">{t('partners.reason', { reason: application.reason })}</span>
    ) : null;
  const name = application.organisationName;
  return (
    <ReasonedActions
      id={`application-${application.id}`}
      name={name}
      pending={review.isPending}
      error={review.error}
      actions={[
        {
          key: 'APPROVE',
          label: t('partners.admin.approve', { name }),
          reasonOptional: true,
          className: 'btn btn-primary btn-sm',
        },
        { key: 'REJECT', label: t('partners.admin.reject', { name }) },
      ]}
      onAct={(decision, reason) => {
        review.mutate({
          id: application.id,
          review: { decision: decision as PartnerReviewDecision, reason },
        });
      }}
    />
  );
}

function ApplicationRow({ application }: { application: PartnerApplication }) {
  const { t } = useTranslation();
  return (
    <tr>
      <OrganisationCell name={application.organisationName} website={application.website} />
      <td>{t(`partners.kinds.${application.kind}`)}</td>
      <td dir="ltr">{application.country}</td>
      <td dir="ltr">{application.contactEmail}</td>
      <td dir="auto" className="small">
        {application.pitch}
      </td>
      <td>{t(`partners.applicationStatuses.${application.status}`)}</td>
      <td>
        <Decision application={application} />
      </td>
    </tr>
  );
}

/** Route /admin/partner-applications (canManageCreators): the applications and their review. */
export function PartnerApplicationsPage() {
  const { t } = useTranslation();
  const applications = usePartnerApplications();
  const head = (key: string) => t(`partners.admin.heads.${key as 'organisation'}`);
  return (
    <QueryState query={applications}>
      {(data) =>
        data.items.length === 0 ? (
          <p>{t('partners.admin.empty')}</p>
        ) : (
          <DataTable
            caption={t('partners.admin.applicationsCaption')}
            regionLabel={t('partners.admin.applicationsCaption')}
            roomy
            heads={['organisation', 'kind', 'country', 'contact', 'pitch', 'status', 'decision'].map(head)}
          >
            {data.items.map((application) => (
              <ApplicationRow key={application.id} application={application} />
            ))}
          </DataTable>
        )
      }
    </QueryState>
  );
}
