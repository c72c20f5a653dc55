import { useTranslation } from '../i18n/use-translation';
import { ContentSections } from '../components/content-sections';
import { PageTitle } from '../components/page-title';
import { getCurrentLanguage } from '../i18n/i18n';

// The date the current texts took effect; change it with the texts.
const LEGAL_TEXTS_UPDATED = new Date(Date.UTC(2026, 10, 1));

function LastUpdated() {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(getCurrentLanguage(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    LEGAL_TEXTS_UPDATED,
  );
  return <p className="text-body-secondary small">{t('legal.updated', { date })}</p>;
}

/** Route /extra/privacy-policy: what StreamIt collects, why, and the rights people have. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('privacy.title')} />
      <LastUpdated />
      <p className="lead prose-lead">{t('privacy.lead')}</p>
      <ContentSections sections={t('privacy.sections', { returnObjects: true })} idPrefix="privacy" />
    </div>
  );
}

/** Route /extra/terms-of-use: the rules of using StreamIt, points, wallets and creator content. */
export function TermsOfUsePage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('terms.title')} />
      <LastUpdated />
      <p className="lead prose-lead">{t('terms.lead')}</p>
      <ContentSections sections={t('terms.sections', { returnObjects: true })} idPrefix="terms" />
    </div>
  );
}
