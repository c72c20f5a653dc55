import type { ReactNode } from 'react';

/** One titled card section of a settings-like page (My Account, Wallet), labelled by its heading. */
export function CardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card mb-4" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="card-body p-4">
        <h2 id={`${id}-title`} className="h5 mb-3">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
