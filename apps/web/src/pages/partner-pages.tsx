import { PageTitle } from '../components/page-title';
import { PartnerApply } from '../features/partners/partner-apply';
import { PartnerJoin } from '../features/partners/partner-join';
import { PartnerPortal } from '../features/partners/partner-portal';
import { PartnerPublic } from '../features/partners/partner-public';
import { useTranslation } from '../i18n/use-translation';

/** Route /partners/apply (public; applying needs a signed-in member): Become a partner. */
export function PartnerApplyPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('partners.apply.title')} />
      <PartnerApply />
    </div>
  );
}

/** Route /partner (member): the partner portal of the partner's owner. */
export function PartnerPortalPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('partners.portal.title')} />
      <PartnerPortal />
    </div>
  );
}

/** Route /partners/$partnerId (public): a partner's page and its campaigns. */
export function PartnerPublicPage({ partnerId }: { partnerId: string }) {
  return <PartnerPublic partnerId={partnerId} />;
}

/** Route /partner/join?token=… (public; accepting needs the invited member signed in): join a partner's portal. */
export function PartnerJoinPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('partnerPortal.join.title')} />
      <PartnerJoin token={token} />
    </div>
  );
}
