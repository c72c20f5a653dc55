import { describe, expect, it } from 'vitest';
import { moveId } from './featured-order';

describe('moving a featured slot', () => {
  const ids = ['a', 'b', 'c'];

  it('moves a slot up or down by one place', () => {
    expect(moveId(ids, 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveId(ids, 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(moveId(ids, 0, 'down')).toEqual(['b', 'a', 'c']);
  });

  it('does not move past either end', () => {
    expect(moveId(ids, 0, 'up')).toBeNull();
    expect(moveId(ids, 2, 'down')).toBeNull();
    expect(moveId(ids, 5, 'up')).toBeNull();
  });

  it('leaves the given list as it was', () => {
    moveId(ids, 2, 'up');
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});
