const PLACEHOLDER_CARDS = 6;

/** Props of CategoryGridSkeleton. */
export interface CategoryGridSkeletonProps {
  /** Announced to screen readers while the cards are loading. */
  label: string;
}

/** Placeholder cards shaped like the category grid, shown while it loads. */
export function CategoryGridSkeleton({ label }: CategoryGridSkeletonProps) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ul
        className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xxl-4 g-4 list-unstyled"
        aria-hidden="true"
      >
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className="col">
            <div className="card category-card placeholder-glow">
              <div className="category-card__art placeholder" />
              <div className="card-body">
                <span className="placeholder col-6 mb-3 d-block" />
                <span className="placeholder col-10 d-block" />
                <span className="placeholder col-8 mt-2 d-block" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
