import { useTranslation } from '../../i18n/use-translation';

/** Props of HomeHero. */
export interface HomeHeroProps {
  /** Id of the section the main call to action scrolls to. */
  browseTargetId: string;
}

const HIGHLIGHTS = [
  { title: 'home.hero.watchTitle', body: 'home.hero.watchBody' },
  { title: 'home.hero.joinTitle', body: 'home.hero.joinBody' },
  { title: 'home.hero.earnTitle', body: 'home.hero.earnBody' },
] as const;

/** The home page's opening: what StreamIt is (art and culture streaming) and that watching earns points. */
export function HomeHero({ browseTargetId }: HomeHeroProps) {
  const { t } = useTranslation();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="page-container">
        <p className="home-hero__eyebrow mb-2">{t('home.hero.eyebrow')}</p>
        <h1 id="home-hero-title" className="home-hero__title mb-3">
          {t('home.hero.title')}
        </h1>
        <p className="home-hero__lead lead mb-4">{t('home.hero.lead')}</p>
        <a className="btn btn-primary btn-lg" href={`#${browseTargetId}`}>
          {t('home.hero.browse')}
        </a>
        <div className="home-hero__highlights">
          <ul className="row g-4 list-unstyled mb-0" aria-label={t('home.hero.highlightsLabel')}>
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight.title} className="col-12 col-md-4">
                <h2>{t(highlight.title)}</h2>
                <p>{t(highlight.body)}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
