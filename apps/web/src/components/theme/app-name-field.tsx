import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useTheme } from '../../lib/theme/theme-context';
import { MAX_APP_NAME_LENGTH } from '../../lib/theme/theme-settings';

/** The app name setting: saved while typing when it is not blank; a blank field keeps the last name. */
export function AppNameField() {
  const { t } = useTranslation();
  const { settings, updateSettings } = useTheme();
  const [draft, setDraft] = useState(settings.appName);
  const [shown, setShown] = useState(settings.appName);
  // A reset (or another change) replaces the draft; adjusting state during render avoids an effect.
  if (shown !== settings.appName) {
    setShown(settings.appName);
    if (draft.trim() !== settings.appName) setDraft(settings.appName);
  }
  const blank = draft.trim() === '';
  return (
    <div className="mb-4">
      <label htmlFor="theme-app-name" className="si-option-group__legend form-label">
        {t('theme.appName.label')}
      </label>
      <input
        id="theme-app-name"
        className={`form-control${blank ? ' is-invalid' : ''}`}
        value={draft}
        maxLength={MAX_APP_NAME_LENGTH}
        aria-invalid={blank}
        aria-describedby="theme-app-name-hint"
        onChange={(event) => {
          setDraft(event.target.value);
          const name = event.target.value.trim();
          if (name) updateSettings({ appName: name });
        }}
      />
      <p id="theme-app-name-hint" className={blank ? 'invalid-feedback d-block' : 'form-text'}>
        {blank ? t('theme.appName.required') : t('theme.appName.hint')}
      </p>
    </div>
  );
}
