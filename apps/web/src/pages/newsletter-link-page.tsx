import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { PendingButton } from '../components/pending-button';
import {
  useNewsletterLinkMutation,
  type NewsletterLinkAction,
} from '../features/newsletter/newsletter.queries';

/** Props of NewsletterLinkPage. */
export interface NewsletterLinkPageProps {
  action: NewsletterLinkAction;
  token: string | undefined;
}

/**
 * Routes /newsletter/confirm and /newsletter/unsubscribe, the links of newsletter emails. The token is
 * used only when the reader presses the button, so mail scanners that open links change nothing.
 */
export function NewsletterLinkPage({ action, token }: NewsletterLinkPageProps) {
  const { t } = useTranslation();
  const link = useNewsletterLinkMutation(action);
  const title = t(`newsletterLink.${action}.title`);
  let body: React.ReactNode;
  if (!token) body = <p role="alert">{t('newsletterLink.missingToken')}</p>;
  else if (link.data) body = <p role="status">{t(`newsletterLink.status.${link.data.status}`)}</p>;
  else if (link.error) body = <p role="alert">{t(`newsletterLink.${action}.invalid`)}</p>;
  else {
    body = (
      <>
        <p>{t(`newsletterLink.${action}.lead`)}</p>
        <PendingButton
          pending={link.isPending}
          label={t(`newsletterLink.${action}.button`)}
          pendingLabel={t(`newsletterLink.${action}.button`)}
          onClick={() => {
            link.mutate(token);
          }}
        />
      </>
    );
  }
  return (
    <div className="page-container py-5">
      <PageTitle title={title} />
      <div className="next-release text-start">
        {body}
        <p className="mt-4 mb-0">
          <Link to="/">{t('newsletterLink.backHome')}</Link>
        </p>
      </div>
    </div>
  );
}
