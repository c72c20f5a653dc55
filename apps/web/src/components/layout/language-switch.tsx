import { useTranslation } from 'react-i18next';
import { changeLanguage, getCurrentLanguage, type Language } from '../../i18n/i18n';

/** Toggles the interface between English and Arabic; the label is the other language's own name. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const other: Language = getCurrentLanguage() === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className="btn btn-outline-secondary btn-sm"
      lang={other}
      onClick={() => void changeLanguage(other)}
    >
      {t('language.switchTo')}
    </button>
  );
}
