import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { getActivityQueryOptions } from '../features/activities/get-activity.queries';
import { FeaturedHero } from '../features/browse/featured-hero';
import { HomeRows } from '../features/browse/home-rows';
import { useFeatured } from '../features/browse/list-featured.queries';
import { CATEGORY_BROWSER_ID, CategoryBrowser } from '../features/catalog/category-browser';
import { useListCategories } from '../features/catalog/list-categories.queries';
import { ContinueWatchingRow } from '../features/browse/continue-watching-row';
import { HomeHero } from '../features/home/home-hero';
import { getActiveMember } from '../lib/session';
import { useSession } from '../lib/use-session';

/** The featured activity's preview clip and own picture, read from its detail once something is featured. */
function useFeaturedMedia(activityId: string | undefined) {
  const detail = useQuery({
    ...getActivityQueryOptions(activityId ?? ''),
    enabled: activityId !== undefined,
  });
  const media = detail.data?.media;
  return { previewUrl: media?.previewUrl ?? null, imageUrl: media?.bannerUrl ?? media?.thumbnailUrl ?? null };
}

/** The first featured item as the hero; StreamIt's own introduction while nothing is featured. */
function HomeOpening() {
  const { t } = useTranslation();
  const first = useFeatured().data?.items[0];
  const media = useFeaturedMedia(first?.activity.id);
  if (first) return <FeaturedHero item={first} pageTitle={t('home.hero.title')} {...media} />;
  return <HomeHero browseTargetId={CATEGORY_BROWSER_ID} />;
}

/**
 * Route `/`: the hero, Continue watching (signed-in members), the trending row and a row per category with
 * content, then browsing by category.
 */
export function HomePage() {
  const { t } = useTranslation();
  const categories = useListCategories().data?.categories ?? [];
  const member = getActiveMember(useSession()) !== null;
  return (
    <>
      <title>{t('home.documentTitle')}</title>
      <HomeOpening />
      {member ? (
        <div className="page-container pt-5">
          <ContinueWatchingRow enabled />
        </div>
      ) : null}
      <HomeRows categories={categories} />
      <CategoryBrowser />
    </>
  );
}
