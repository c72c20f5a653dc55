import type { ReactNode } from 'react';
import { PageTitle } from '../components/page-title';

/** The narrow centred card every sign-in screen sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page-container py-5">
      <PageTitle title={title} />
      <div className="row justify-content-center">
        <div className="col-12 col-sm-10 col-md-8 col-lg-6 col-xl-5">
          <div className="card">
            <div className="card-body p-4 p-md-5">{children}</div>
          </div>
        </div>
      </div>
    </div>
  );
}
