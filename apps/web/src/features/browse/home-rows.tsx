import { nameCategory, type ContentCategory } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { ActivityRowSection } from './activity-row-section';

/** Cards per home row; "View all" shows the rest. */
export const HOME_ROW_SIZE = 12;

/** Props of HomeRows. */
export interface HomeRowsProps {
  /** Categories in display order; each one with content gets a row. */
  categories: readonly ContentCategory[];
}

/** The home page's rows: what is trending, the featured art stories, then one row per category with content. */
export function HomeRows({ categories }: HomeRowsProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="page-container pt-5" role="region" aria-label={t('browse.home.rowsLabel')}>
      <ActivityRowSection
        title={t('browse.home.trending')}
        headingId="row-trending"
        filters={{ sort: 'trending', limit: HOME_ROW_SIZE }}
        viewAll={{ sort: 'trending' }}
      />
      <ActivityRowSection
        title={t('browse.home.stories')}
        headingId="row-stories"
        filters={{ type: 'FEATURED', sort: 'newest', limit: HOME_ROW_SIZE }}
        viewAll="featured"
      />
      {categories.map((category) => (
        <ActivityRowSection
          key={category.id}
          title={nameCategory(category, i18n.language)}
          headingId={`row-${category.slug}`}
          filters={{ category: category.slug, sort: 'newest', limit: HOME_ROW_SIZE }}
          viewAll={{ category: category.slug }}
        />
      ))}
    </div>
  );
}
