import { describe, expect, it } from 'vitest';
import { keepVisible, selectionState, toggleAllVisible, toggleSelected } from './moderation-selection';

const PAGE = ['a', 'b', 'c'];

describe('queue selection', () => {
  it('ticks and unticks one item', () => {
    const once = toggleSelected(new Set(), 'b');
    expect([...once]).toEqual(['b']);
    expect([...toggleSelected(once, 'b')]).toEqual([]);
  });

  it('tells none, some or all of the page', () => {
    expect(selectionState(new Set(), PAGE)).toBe('none');
    expect(selectionState(new Set(['a']), PAGE)).toBe('some');
    expect(selectionState(new Set(PAGE), PAGE)).toBe('all');
    expect(selectionState(new Set(['x']), PAGE)).toBe('none');
  });

  it('select all ticks the whole page, and clears it when everything was ticked', () => {
    const all = toggleAllVisible(new Set(['b']), PAGE);
    expect([...all].sort()).toEqual(PAGE);
    expect([...toggleAllVisible(all, PAGE)]).toEqual([]);
  });

  it('select all on an empty page selects nothing', () => {
    expect([...toggleAllVisible(new Set(), [])]).toEqual([]);
  });

  it('drops ticked items that are no longer listed, and keeps the same set when nothing changed', () => {
    const ticked = new Set(['a', 'gone']);
    expect([...keepVisible(ticked, PAGE)]).toEqual(['a']);
    const unchanged = new Set(['a', 'c']);
    expect(keepVisible(unchanged, PAGE)).toBe(unchanged);
  });
});
