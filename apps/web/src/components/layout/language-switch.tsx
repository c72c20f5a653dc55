import { useTranslation } from '../../i18n/use-translation';
import { changeLanguage, getCurrentLanguage, type Language } from '../../i18n/i18n';
import { Icon } from '../icon';

/** Toggles the interface between English and Arabic; the label is the other language's own name. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const other: Language = getCurrentLanguage() === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={`btn btn-outline-secondary btn-sm align-items-center gap-1 ${className ?? 'd-inline-flex'}`}
      lang={other}
      onClick={() => void changeLanguage(other)}
    >
      <Icon name="language" />
      {t('language.switchTo')}
    </button>
  );
}
