/** Where a zoomed picture sits: its scale and its offset from the centre, in CSS pixels. */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

export const ZOOM_LIMITS = { min: 1, max: 8, step: 1.5, panStep: 60 } as const;

export const UNZOOMED: ZoomView = { scale: 1, x: 0, y: 0 };

function clampAxis(offset: number, scale: number, size: number): number {
  const room = ((scale - 1) * size) / 2;
  return Math.min(room, Math.max(-room, offset));
}

/** Keeps the picture covering its frame: no offset beyond the zoomed picture's edges. */
export function clampView(view: ZoomView, frame: { width: number; height: number }): ZoomView {
  const scale = Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, view.scale));
  return { scale, x: clampAxis(view.x, scale, frame.width), y: clampAxis(view.y, scale, frame.height) };
}

/**
 * Zooms by `factor` around a point given relative to the frame's centre, so what is under the pointer (or at
 * the centre, for buttons and keys) stays where it is.
 */
export function zoomAround(view: ZoomView, factor: number, point: { x: number; y: number }): ZoomView {
  const scale = Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, view.scale * factor));
  const ratio = scale / view.scale;
  return { scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio };
}
