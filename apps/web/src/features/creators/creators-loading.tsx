import { useTranslation } from '../../i18n/use-translation';

/** The creators screens' loading state. */
export function CreatorsLoading() {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center gap-2 py-5" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      {t('creators.discover.loading')}
    </div>
  );
}
