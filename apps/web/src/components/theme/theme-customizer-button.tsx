import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../icon';
import { Offcanvas } from '../offcanvas';
import { ThemeCustomizer } from './theme-customizer';

/** Id of the customizer panel, controlled by the header's button. */
export const THEME_CUSTOMIZER_ID = 'theme-customizer';

/** The header button that opens the theme customizer panel from the end side. */
export function ThemeCustomizerButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={t('theme.open')}
        aria-expanded={open}
        aria-controls={THEME_CUSTOMIZER_ID}
        onClick={() => {
          setOpen(true);
        }}
      >
        <Icon name="customize" />
      </button>
      <Offcanvas
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title={t('theme.title')}
        placement="end"
        id={THEME_CUSTOMIZER_ID}
      >
        <ThemeCustomizer />
      </Offcanvas>
    </>
  );
}
