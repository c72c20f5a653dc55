import { describeCategory, nameCategory, type ContentCategory } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';

const TONE_COUNT = 6;

/** Props of CategoryCard. */
export interface CategoryCardProps {
  category: ContentCategory;
  /** Position in the list; picks one of the artwork tones so neighbours differ. */
  index: number;
}

/** One category: artwork tile with its initial, name and description. */
export function CategoryCard({ category, index }: CategoryCardProps) {
  const { i18n } = useTranslation();
  const headingId = `category-${category.id}`;
  const name = nameCategory(category, i18n.language);
  return (
    <article className="card category-card" aria-labelledby={headingId}>
      <div className="category-card__art" data-tone={index % TONE_COUNT} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </div>
      <div className="card-body">
        <h3 id={headingId} className="h5 card-title" dir="auto">
          {name}
        </h3>
        <p className="card-text text-body-secondary" dir="auto">
          {describeCategory(category, i18n.language)}
        </p>
      </div>
    </article>
  );
}
