import { describe, expect, it } from 'vitest';
import { nextGridIndex } from './grid-navigation';

const GRID = { columns: 4, count: 12 };

describe('memory grid keyboard navigation', () => {
  it('moves one cell with the horizontal arrows and one row with the vertical ones', () => {
    expect(nextGridIndex(5, 'ArrowRight', GRID)).toBe(6);
    expect(nextGridIndex(5, 'ArrowLeft', GRID)).toBe(4);
    expect(nextGridIndex(5, 'ArrowDown', GRID)).toBe(9);
    expect(nextGridIndex(5, 'ArrowUp', GRID)).toBe(1);
  });

  it('stays put at the edges of the grid', () => {
    expect(nextGridIndex(0, 'ArrowLeft', GRID)).toBe(0);
    expect(nextGridIndex(1, 'ArrowUp', GRID)).toBe(1);
    expect(nextGridIndex(11, 'ArrowRight', GRID)).toBe(11);
    expect(nextGridIndex(9, 'ArrowDown', GRID)).toBe(9);
  });

  it('goes to the first and last card with Home and End, and ignores other keys', () => {
    expect(nextGridIndex(6, 'Home', GRID)).toBe(0);
    expect(nextGridIndex(6, 'End', GRID)).toBe(11);
    expect(nextGridIndex(6, 'Enter', GRID)).toBeNull();
    expect(nextGridIndex(6, 'a', GRID)).toBeNull();
  });

  it('swaps the horizontal arrows in right-to-left pages', () => {
    expect(nextGridIndex(5, 'ArrowRight', { ...GRID, rtl: true })).toBe(4);
    expect(nextGridIndex(5, 'ArrowLeft', { ...GRID, rtl: true })).toBe(6);
    expect(nextGridIndex(5, 'ArrowDown', { ...GRID, rtl: true })).toBe(9);
  });
});
