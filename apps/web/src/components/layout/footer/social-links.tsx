import { useTranslation } from '../../../i18n/use-translation';
import { SOCIAL_LINKS } from '../../../lib/site-config';
import { Icon } from '../../icon';

/** StreamIt's social media accounts as icon links with their names for screen readers. */
export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul className="si-social list-unstyled d-flex gap-2 mb-0" aria-label={t('footer.socialLabel')}>
      {SOCIAL_LINKS.map((social) => (
        <li key={social.id}>
          <a
            className="btn btn-icon si-social__link"
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name={social.id} />
            <span className="visually-hidden">
              {social.label} ({t('common.opensInNewTab')})
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
