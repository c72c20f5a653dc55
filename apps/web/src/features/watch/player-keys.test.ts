import { describe, expect, it } from 'vitest';
import { actionForKey, clampTime, isOwnedByControl, stepVolume } from './player-keys';

describe('player keyboard map', () => {
  it('maps the documented shortcuts, in either letter case', () => {
    expect(actionForKey(' ')).toEqual({ kind: 'toggle-play' });
    expect(actionForKey('k')).toEqual({ kind: 'toggle-play' });
    expect(actionForKey('K')).toEqual({ kind: 'toggle-play' });
    expect(actionForKey('ArrowLeft')).toEqual({ kind: 'seek-by', seconds: -5 });
    expect(actionForKey('ArrowRight')).toEqual({ kind: 'seek-by', seconds: 5 });
    expect(actionForKey('j')).toEqual({ kind: 'seek-by', seconds: -10 });
    expect(actionForKey('L')).toEqual({ kind: 'seek-by', seconds: 10 });
    expect(actionForKey('ArrowUp')).toEqual({ kind: 'volume-by', delta: 0.1 });
    expect(actionForKey('ArrowDown')).toEqual({ kind: 'volume-by', delta: -0.1 });
    expect(actionForKey('m')).toEqual({ kind: 'toggle-mute' });
    expect(actionForKey('f')).toEqual({ kind: 'toggle-fullscreen' });
    expect(actionForKey('c')).toEqual({ kind: 'toggle-captions' });
  });

  it('ignores keys that are not shortcuts', () => {
    expect(actionForKey('x')).toBeNull();
    expect(actionForKey('Enter')).toBeNull();
    expect(actionForKey('Tab')).toBeNull();
  });

  it('leaves Space and Enter to focused buttons and arrows to the volume slider, not to the seek bar', () => {
    const button = document.createElement('button');
    expect(isOwnedByControl(button, ' ')).toBe(true);
    expect(isOwnedByControl(button, 'Enter')).toBe(true);
    expect(isOwnedByControl(button, 'm')).toBe(false);
    const volume = Object.assign(document.createElement('input'), { type: 'range' });
    expect(isOwnedByControl(volume, 'ArrowUp')).toBe(true);
    expect(isOwnedByControl(volume, 'k')).toBe(false);
    const seek = Object.assign(document.createElement('input'), { type: 'range' });
    seek.dataset.seekBar = '';
    expect(isOwnedByControl(seek, 'ArrowRight')).toBe(false);
    const menu = document.createElement('ul');
    menu.setAttribute('role', 'menu');
    const item = menu.appendChild(document.createElement('button'));
    expect(isOwnedByControl(item, 'ArrowDown')).toBe(true);
    expect(isOwnedByControl(document.createElement('div'), ' ')).toBe(false);
  });

  it('keeps volume within 0..1 in round steps and seeks within the video', () => {
    expect(stepVolume(0.95, 0.1)).toBe(1);
    expect(stepVolume(0.05, -0.1)).toBe(0);
    expect(stepVolume(0.7, -0.1)).toBe(0.6);
    expect(clampTime(-3, 60)).toBe(0);
    expect(clampTime(65, 60)).toBe(60);
    expect(clampTime(12, Number.NaN)).toBe(12);
  });
});
