import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../components/icon';
import { PageTitle } from '../components/page-title';

const ROADMAP_ICONS: readonly IconName[] = ['coin', 'games', 'creator', 'wallet', 'trophy', 'film'];

/** Route /coming-soon: what is arriving on StreamIt next, and where premieres will be announced. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const items = t('comingSoon.items', { returnObjects: true });
  return (
    <div className="page-container py-5">
      <PageTitle title={t('comingSoon.title')} />
      <p className="lead prose-lead">{t('comingSoon.lead')}</p>
      <ul className="row g-4 list-unstyled mt-2">
        {items.map((item, index) => (
          <li key={item.title} className="col-12 col-md-6 col-xl-4">
            <article className="feature-tile h-100" aria-labelledby={`coming-soon-${index}`}>
              <Icon
                name={ROADMAP_ICONS[index % ROADMAP_ICONS.length] ?? 'star'}
                className="feature-tile__icon"
              />
              <h2 id={`coming-soon-${index}`} className="h5">
                {item.title}
              </h2>
              <p className="mb-0 text-body-secondary">{item.body}</p>
            </article>
          </li>
        ))}
      </ul>
      <p className="text-body-secondary mt-5 mb-0">{t('comingSoon.premieres')}</p>
    </div>
  );
}
