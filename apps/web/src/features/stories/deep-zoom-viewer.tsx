import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { clampView, UNZOOMED, ZOOM_LIMITS, zoomAround, type ZoomView } from './deep-zoom-math';

type Point = { x: number; y: number };

/** Pointer position relative to the frame's centre. */
function fromCentre(frame: HTMLElement, clientX: number, clientY: number): Point {
  const box = frame.getBoundingClientRect();
  return { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 };
}

const KEY_MOVES: Record<string, Point> = {
  ArrowLeft: { x: 1, y: 0 },
  ArrowRight: { x: -1, y: 0 },
  ArrowUp: { x: 0, y: 1 },
  ArrowDown: { x: 0, y: -1 },
};

/** Pan and zoom by pointer (drag, two-finger pinch, ctrl/trackpad wheel), buttons and keys. */
function useZoom(frame: React.RefObject<HTMLDivElement | null>) {
  const [view, setView] = useState<ZoomView>(UNZOOMED);
  const pointers = useRef(new Map<number, Point>());
  const set = (next: (current: ZoomView) => ZoomView) => {
    setView((current) =>
      frame.current ? clampView(next(current), frame.current.getBoundingClientRect()) : current,
    );
  };
  const zoomBy = (factor: number, point: Point = { x: 0, y: 0 }) => {
    set((v) => zoomAround(v, factor, point));
  };
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last || !frame.current) return;
    const before = spread();
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2 && before > 0)
      zoomBy(spread() / before, fromCentre(frame.current, event.clientX, event.clientY));
    else set((v) => ({ ...v, x: v.x + event.clientX - last.x, y: v.y + event.clientY - last.y }));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => pointers.current.delete(event.pointerId);
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    // A plain wheel scrolls the story; ctrl + wheel (and a trackpad pinch, which sends it) zooms.
    if (!event.ctrlKey || !frame.current) return;
    event.preventDefault();
    zoomBy(event.deltaY < 0 ? 1.2 : 1 / 1.2, fromCentre(frame.current, event.clientX, event.clientY));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (event.key === '+' || event.key === '=') zoomBy(ZOOM_LIMITS.step);
    else if (event.key === '-') zoomBy(1 / ZOOM_LIMITS.step);
    else if (event.key === '0') setView(UNZOOMED);
    else if (move && view.scale > 1)
      set((v) => ({ ...v, x: v.x + move.x * ZOOM_LIMITS.panStep, y: v.y + move.y * ZOOM_LIMITS.panStep }));
    else return;
    event.preventDefault();
  };
  const handlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: onPointerUp,
    onWheel,
    onKeyDown,
  };
  return {
    view,
    zoomBy,
    reset: () => {
      setView(UNZOOMED);
    },
    handlers,
  };
}

/** Props of DeepZoomViewer. */
export interface DeepZoomViewerProps {
  src: string;
  alt: string;
}

/**
 * A high-resolution picture to explore: drag to move, pinch or ctrl + wheel to zoom, or the buttons; with the
 * keyboard, + and − zoom, the arrows move and 0 shows the whole picture again.
 */
export function DeepZoomViewer({ src, alt }: DeepZoomViewerProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const { view, zoomBy, reset, handlers } = useZoom(frame);
  const zoomed = view.scale > 1;
  return (
    <div className="deep-zoom">
      <div
        ref={frame}
        className={`deep-zoom__frame${zoomed ? ' deep-zoom__frame--zoomed' : ''}`}
        role="group"
        tabIndex={0}
        aria-label={t('stories.zoom.label', { alt })}
        aria-describedby={helpId}
        {...handlers}
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          className="deep-zoom__image"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
      <p id={helpId} className="visually-hidden">
        {t('stories.zoom.help')}
      </p>
      <div className="deep-zoom__controls" role="toolbar" aria-label={t('stories.zoom.controls')}>
        <button
          type="button"
          className="btn btn-sm btn-light"
          onClick={() => {
            zoomBy(ZOOM_LIMITS.step);
          }}
        >
          {t('stories.zoom.in')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-light"
          onClick={() => {
            zoomBy(1 / ZOOM_LIMITS.step);
          }}
          disabled={!zoomed}
        >
          {t('stories.zoom.out')}
        </button>
        <button type="button" className="btn btn-sm btn-light" onClick={reset} disabled={!zoomed}>
          {t('stories.zoom.reset')}
        </button>
        <output className="deep-zoom__scale" aria-live="polite">
          {t('stories.zoom.scale', { percent: Math.round(view.scale * 100) })}
        </output>
      </div>
    </div>
  );
}
