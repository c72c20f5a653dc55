import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/use-translation';
import { getFocusableElements, trapTabKey } from '../lib/focus';
import { Icon } from './icon';

/** Props of Offcanvas. */
export interface OffcanvasProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Which side it slides from, in reading direction: start (drawer) or end (customizer). */
  placement: 'start' | 'end';
  id?: string;
  className?: string;
  /** Shows the panel in the dark scheme whatever the page's (the sidebar tone setting). */
  dark?: boolean;
  children: ReactNode;
}

// Everything outside the panel is made inert while it is open, so neither Tab nor a screen reader leaves it.
function makeSiblingsInert(panelHost: HTMLElement): () => void {
  const siblings = Array.from(document.body.children).filter(
    (element): element is HTMLElement => element instanceof HTMLElement && element !== panelHost,
  );
  const changed = siblings.filter((element) => !element.inert);
  for (const element of changed) element.inert = true;
  document.body.classList.add('overflow-hidden');
  return () => {
    for (const element of changed) element.inert = false;
    document.body.classList.remove('overflow-hidden');
  };
}

// Focus returns to the control that opens the panel (aria-controls), else to what had focus: a lazily loaded panel
// mounts a moment after its button was pressed, and a quick Tab may have moved focus on by then.
function findOpener(panelId: string): HTMLElement | null {
  const controls = panelId ? Array.from(document.querySelectorAll<HTMLElement>('[aria-controls]')) : [];
  const control = controls.find((element) => element.getAttribute('aria-controls') === panelId);
  if (control) return control;
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

function useModalBehaviour(open: boolean, panel: RefObject<HTMLDivElement | null>, onClose: () => void) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const element = panel.current;
    const host = element?.parentElement;
    if (!open || !element || !host) return undefined;
    const opener = findOpener(element.id);
    const restoreSiblings = makeSiblingsInert(host);
    (getFocusableElements(element)[0] ?? element).focus();
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') close();
      else trapTabKey(event, element);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restoreSiblings();
      // Focus goes back where it was, unless the opener has gone (e.g. the drawer's own trigger on resize).
      if (opener?.isConnected) opener.focus();
    };
  }, [open, panel]);
}

/** A side panel (Bootstrap offcanvas look) that behaves as a modal dialog: focus trap, Escape, focus return. */
export function Offcanvas({
  open,
  onClose,
  title,
  placement,
  id,
  className,
  dark,
  children,
}: OffcanvasProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModalBehaviour(open, panel, onClose);
  if (!open) return null;
  return createPortal(
    <div className="si-offcanvas-host">
      <div className="offcanvas-backdrop fade show" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id={id}
        className={`offcanvas offcanvas-${placement} show si-offcanvas ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-bs-theme={dark ? 'dark' : undefined}
      >
        <div className="offcanvas-header">
          <h2 id={titleId} className="offcanvas-title h5">
            {title}
          </h2>
          <button type="button" className="btn btn-icon" onClick={onClose} aria-label={t('common.close')}>
            <Icon name="close" />
          </button>
        </div>
        <div className="offcanvas-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
