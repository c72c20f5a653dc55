import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { ContentSections } from '../components/content-sections';
import { Icon, type IconName } from '../components/icon';
import { PageTitle } from '../components/page-title';

const VALUE_ICONS: readonly IconName[] = ['brush', 'info', 'people', 'gem'];

/** Route /about: what StreamIt is, who it is for, and what it stands for. */
export function AboutPage() {
  const { t } = useTranslation();
  const values = t('about.values.items', { returnObjects: true });
  return (
    <div className="page-container py-5">
      <PageTitle title={t('about.title')} />
      <p className="lead prose-lead">{t('about.lead')}</p>
      <ContentSections sections={t('about.sections', { returnObjects: true })} idPrefix="about" />
      <section className="mt-5" aria-labelledby="about-values">
        <h2 id="about-values" className="h3 mb-4">
          {t('about.values.title')}
        </h2>
        <ul className="row g-4 list-unstyled">
          {values.map((value, index) => (
            <li key={value.title} className="col-12 col-md-6 col-xl-3">
              <div className="feature-tile">
                <Icon
                  name={VALUE_ICONS[index % VALUE_ICONS.length] ?? 'star'}
                  className="feature-tile__icon"
                />
                <h3 className="h5">{value.title}</h3>
                <p className="mb-0 text-body-secondary">{value.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <aside className="cta-band mt-5" aria-labelledby="about-cta">
        <h2 id="about-cta" className="h4">
          {t('about.cta.title')}
        </h2>
        <p className="mb-3">{t('about.cta.body')}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link to="/creator/apply" className="btn btn-primary">
            {t('about.cta.apply')}
          </Link>
          <Link to="/contact" className="btn btn-outline-light">
            {t('about.cta.contact')}
          </Link>
        </div>
      </aside>
    </div>
  );
}
