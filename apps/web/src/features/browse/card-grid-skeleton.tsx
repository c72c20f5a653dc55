import './browse.css';

const PLACEHOLDER_CARDS = 8;

/** Placeholder cards shaped like an activity grid, announced to screen readers with `label`. */
export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ul className="browse-grid list-unstyled placeholder-glow" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index}>
            <span className="placeholder d-block browse-skeleton__media" />
            <span className="placeholder col-8 d-block mt-2" />
            <span className="placeholder col-4 d-block mt-2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
