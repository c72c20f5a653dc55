import { describe, expect, it } from 'vitest';
import { clampView, UNZOOMED, zoomAround } from './deep-zoom-math';

const frame = { width: 400, height: 300 };

describe('deep zoom arithmetic', () => {
  it('keeps the point under the pointer in place while zooming', () => {
    const zoomed = zoomAround(UNZOOMED, 2, { x: 100, y: 50 });
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -50 });
    // The picture point that was at (100, 50) is still there: offset + point × scale relative to the centre.
    expect(zoomed.x + (100 / 1) * 2).toBe(100);
  });

  it('never lets the picture leave its frame nor zoom past the limits', () => {
    expect(clampView({ scale: 2, x: 500, y: -500 }, frame)).toEqual({ scale: 2, x: 200, y: -150 });
    expect(clampView({ scale: 0.5, x: 10, y: 10 }, frame)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(zoomAround({ scale: 8, x: 0, y: 0 }, 2, { x: 0, y: 0 }).scale).toBe(8);
  });
});
