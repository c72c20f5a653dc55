import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { Icon, type IconName } from '../components/icon';
import { PageTitle } from '../components/page-title';
import { ContactForm } from '../features/contact/contact-form';
import { useSiteConfig } from '../features/site-settings/get-site-config.queries';

const CHANNEL_ICONS: readonly IconName[] = ['chat', 'creator', 'film'];

/** Routes /contact and /extra/contact-us: how to reach the team, and the contact form. */
export function ContactPage() {
  const { t } = useTranslation();
  const channels = t('contact.channels', { returnObjects: true });
  const supportEmail = useSiteConfig().data?.supportEmail;
  return (
    <div className="page-container py-5">
      <PageTitle title={t('contact.title')} />
      <div className="row g-5">
        <div className="col-12 col-lg-5">
          <p className="lead">{t('contact.lead')}</p>
          {supportEmail ? (
            <p>
              <a href={`mailto:${supportEmail}`} className="fw-semibold">
                <Icon name="mail" className="me-2" />
                {supportEmail}
              </a>
            </p>
          ) : null}
          <ul className="list-unstyled d-grid gap-3 mt-4">
            {channels.map((channel, index) => (
              <li key={channel.title} className="feature-tile feature-tile--row">
                <Icon
                  name={CHANNEL_ICONS[index % CHANNEL_ICONS.length] ?? 'chat'}
                  className="feature-tile__icon"
                />
                <div>
                  <h2 className="h6 mb-1">{channel.title}</h2>
                  <p className="mb-0 small text-body-secondary">{channel.body}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            {t('partners.apply.fromContact')}{' '}
            <Link to="/partners/apply" className="fw-semibold">
              {t('partners.apply.fromContactLink')}
            </Link>
          </p>
        </div>
        <div className="col-12 col-lg-7">
          <div className="card contact-card">
            <div className="card-body p-4">
              <ContactForm supportEmail={supportEmail} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
