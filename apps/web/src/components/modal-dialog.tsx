import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/use-translation';
import { Icon } from './icon';
import './modal-dialog.css';
import { getFocusableElements, trapTabKey } from '../lib/focus';

// While the dialog is open everything else is inert, so neither Tab nor a screen reader leaves it.
function makeOthersInert(host: HTMLElement): () => void {
  const others = Array.from(document.body.children).filter(
    (element): element is HTMLElement => element instanceof HTMLElement && element !== host && !element.inert,
  );
  for (const element of others) element.inert = true;
  return () => {
    for (const element of others) element.inert = false;
  };
}

function useModal(panel: RefObject<HTMLDivElement | null>, onClose: () => void) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const element = panel.current;
    const host = element?.parentElement;
    if (!element || !host) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore = makeOthersInert(host);
    (getFocusableElements(element)[0] ?? element).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else trapTabKey(event, element);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restore();
      if (opener?.isConnected) opener.focus();
    };
  }, [panel]);
}

/** A centred modal dialog: labelled by its title, Tab stays inside, Escape closes, focus returns to the opener. */
export function ModalDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, onClose);
  return createPortal(
    <div className="app-dialog-host">
      <div className="app-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="app-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="app-dialog__header">
          <h2 id={titleId} className="h5 mb-0">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-icon"
            onClick={onClose}
            aria-label={t('play.report.close')}
          >
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
