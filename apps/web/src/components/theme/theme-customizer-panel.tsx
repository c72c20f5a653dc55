import { useTranslation } from '../../i18n/use-translation';
import { Offcanvas } from '../offcanvas';
import { ThemeCustomizer } from './theme-customizer';

/** The customizer's side panel; its own chunk, loaded when the header's button is first pointed at or pressed. */
export function ThemeCustomizerPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Offcanvas open onClose={onClose} title={t('theme.title')} placement="end" id={id}>
      <ThemeCustomizer />
    </Offcanvas>
  );
}
