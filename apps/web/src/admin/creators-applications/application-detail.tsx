import type { ReviewedCreatorApplication } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../lib/country-names';

function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
      {href}
    </a>
  );
}

/** One application in full: who applied, what they plan, their links and the last decision. */
export function ApplicationDetail({ application }: { application: ReviewedCreatorApplication }) {
  const { t, i18n } = useTranslation();
  const formats = application.contentFormats.map((format) => t(`creatorApply.formats.${format}`)).join(', ');
  return (
    <section className="card" aria-labelledby="application-detail-title">
      <div className="card-body">
        <h2 id="application-detail-title" className="h5" dir="auto">
          {application.applicant.displayName ?? application.applicant.email}
        </h2>
        <dl className="mb-0">
          <dt>{t('creatorReview.email')}</dt>
          <dd dir="ltr" className="text-break text-start">
            {application.applicant.email ?? t('creatorReview.noEmail')}
          </dd>
          <dt>{t('creatorApply.fields.type')}</dt>
          <dd>{t(`creatorApply.types.${application.applicantType}`)}</dd>
          <dt>{t('creatorApply.fields.formats')}</dt>
          <dd>{formats}</dd>
          <dt>{t('creatorApply.fields.bio')}</dt>
          <dd dir="auto">{application.bio}</dd>
          <dt>{t('creatorApply.fields.sample')}</dt>
          <dd>
            <ExternalLink href={application.sampleLink} />
          </dd>
          <dt>{t('creatorApply.fields.portfolio')}</dt>
          <dd>
            {application.portfolioLinks.map((link) => (
              <div key={link}>
                <ExternalLink href={link} />
              </div>
            ))}
          </dd>
          <dt>{t('creatorApply.fields.country')}</dt>
          <dd>{countryName(application.country, i18n.language)}</dd>
          {application.reason ? (
            <>
              <dt>{t('creatorReview.reason')}</dt>
              <dd dir="auto">{application.reason}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
