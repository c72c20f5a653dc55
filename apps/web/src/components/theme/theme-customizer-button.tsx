import { lazy, Suspense, useState } from 'react';
import { withPageStrings } from '../../i18n/page-strings';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../icon';

/** Id of the customizer panel, controlled by the header's button. */
export const THEME_CUSTOMIZER_ID = 'theme-customizer';

// The panel is a chunk of its own, off the home page's boot (docs/decisions/032-home-page-under-150-kb.md):
// pointing at or focusing the button starts it (and the pages' strings, which hold the panel's), so it is usually
// in by the time the button is pressed.
const loadPanel = () => withPageStrings(import('./theme-customizer-panel'));
const ThemeCustomizerPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.ThemeCustomizerPanel })),
);
const preloadPanel = (): void => {
  void loadPanel();
};

/** The header button that opens the theme customizer panel from the end side. */
export function ThemeCustomizerButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={t('nav.customizeLook')}
        aria-expanded={open}
        aria-controls={THEME_CUSTOMIZER_ID}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setOpen(true);
        }}
      >
        <Icon name="customize" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ThemeCustomizerPanel
            id={THEME_CUSTOMIZER_ID}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
