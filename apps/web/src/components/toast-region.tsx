import { AUTH_EVENTS } from '@streamit/contract';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { API_ERROR_EVENTS, POINTS_EARNED_EVENT, subscribeToAppEvent, type ApiErrorKind } from '../lib/events';
import { Icon, type IconName } from './icon';

/** Kinds of toast: the global API error events, the auth event (spec §8), points that landed or were refused. */
export type ToastKind = ApiErrorKind | 'auth' | 'points' | 'pointsRefused';

interface Toast {
  kind: ToastKind;
  message: string;
  /** Changes when a newer event of the same kind replaces the message, restarting its timer. */
  serial: number;
  /** The page shown when it arrived. */
  page: string | undefined;
}

/** How long a toast stays before it hides itself. */
export const TOAST_DURATION_MS = 8_000;

const TOAST_ICONS: Record<ToastKind, IconName> = {
  validation: 'warning',
  auth: 'lock',
  server: 'warning',
  rateLimit: 'hourglass',
  network: 'offline',
  timeout: 'clock',
  points: 'coin',
  pointsRefused: 'hourglass',
};

const API_KINDS = Object.keys(API_ERROR_EVENTS) as ApiErrorKind[];

function isPageError(kind: ToastKind): boolean {
  return (API_KINDS as ToastKind[]).includes(kind);
}
let serialCounter = 0;

// One toast per kind at most: a new event of a kind already shown replaces it instead of stacking.
function useToasts(pathname: string | undefined): [Toast[], (kind: ToastKind) => void] {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const pageRef = useRef(pathname);
  useEffect(() => {
    pageRef.current = pathname;
  }, [pathname]);
  useEffect(() => {
    const show = (kind: ToastKind, message: string): void => {
      serialCounter += 1;
      const toast = { kind, message, serial: serialCounter, page: pageRef.current };
      setToasts((current) => [...current.filter((item) => item.kind !== kind), toast]);
    };
    const stops = [
      ...API_KINDS.map((kind) =>
        subscribeToAppEvent(API_ERROR_EVENTS[kind], (detail) => {
          show(kind, detail.message);
        }),
      ),
      subscribeToAppEvent(AUTH_EVENTS.authError, (detail) => {
        show('auth', detail.message);
      }),
      subscribeToAppEvent(POINTS_EARNED_EVENT, (detail) => {
        show(detail.refused ? 'pointsRefused' : 'points', detail.message);
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  const dismiss = (kind: ToastKind): void => {
    setToasts((current) => current.filter((item) => item.kind !== kind));
  };
  // A request's error belongs to the page that made it: on another page it is not shown, so a failed code on
  // the verify page does not follow the member onto the dashboard. Sign-in notices (they explain why the
  // member was sent to log in) and points stay.
  return [toasts.filter((item) => !isPageError(item.kind) || item.page === pathname), dismiss];
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useTranslation();
  const dismissNow = useEffectEvent(onDismiss);
  // The serial restarts the timer when a newer message of the same kind arrives.
  useEffect(() => {
    const timer = setTimeout(() => {
      dismissNow();
    }, TOAST_DURATION_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [toast.serial]);
  return (
    <div className="toast show si-toast" data-kind={toast.kind}>
      <div className="toast-body d-flex align-items-start gap-2">
        <Icon name={TOAST_ICONS[toast.kind]} className="si-toast__icon" />
        <div className="flex-grow-1">
          <p className="fw-semibold mb-1">{t(`toast.titles.${toast.kind}`)}</p>
          <p className="mb-0">{toast.message}</p>
        </div>
        <button type="button" className="btn-close" aria-label={t('toast.dismiss')} onClick={onDismiss} />
      </div>
    </div>
  );
}

/**
 * Toasts for the global API error events (validation, auth, server, rate limit, network, timeout) and awards;
 * `pathname` is the page's, so its request errors go when the member moves on.
 */
export function ToastRegion({ pathname }: { pathname?: string }) {
  const { t } = useTranslation();
  const [toasts, dismiss] = useToasts(pathname);
  return (
    <section
      className="si-toasts toast-container"
      aria-label={t('toast.regionLabel')}
      aria-live="polite"
      aria-relevant="additions text"
    >
      {toasts.map((toast) => (
        <ToastCard
          key={toast.kind}
          toast={toast}
          onDismiss={() => {
            dismiss(toast.kind);
          }}
        />
      ))}
    </section>
  );
}
