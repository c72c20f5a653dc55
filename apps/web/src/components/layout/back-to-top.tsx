import { LAYOUT } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { Icon } from '../icon';
import { MAIN_CONTENT_ID } from './page-frame';

function scrollToTop(): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  // The button hides at the top, so focus moves to the start of the content rather than being lost.
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/** The back-to-top button of the Merchandise layout: fades in once the page is scrolled past 250 px. */
export function BackToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(LAYOUT.backToTopThresholdPx);
  return (
    <button
      type="button"
      className={`btn btn-primary back-to-top${visible ? ' is-visible' : ''}`}
      aria-label={t('common.backToTop')}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={scrollToTop}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
