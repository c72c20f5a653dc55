import { useTranslation } from 'react-i18next';
import { CATEGORY_BROWSER_ID, CategoryBrowser } from '../features/catalog/category-browser';
import { HomeHero } from '../features/home/home-hero';

/** Route `/`: the hero, then browsing by category. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('home.documentTitle')}</title>
      <HomeHero browseTargetId={CATEGORY_BROWSER_ID} />
      <CategoryBrowser />
    </>
  );
}
