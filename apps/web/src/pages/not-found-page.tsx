import { Link } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title';
import { useTranslation } from '../i18n/use-translation';

/** Shown for any address that matches no route. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page-container py-5 text-center" aria-labelledby="not-found-title">
      <PageTitle title={t('notFound.title')} />
      <p className="text-body-secondary text-uppercase fw-semibold mb-2">{t('notFound.code')}</p>
      <h1 id="not-found-title" className="display-6 fw-bold">
        {t('notFound.title')}
      </h1>
      <p className="lead text-body-secondary mb-4">{t('notFound.body')}</p>
      <Link to="/" className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
