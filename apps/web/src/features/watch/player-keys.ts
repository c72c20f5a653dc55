/** What a key press asks the player to do. */
export type PlayerAction =
  | { kind: 'toggle-play' }
  | { kind: 'seek-by'; seconds: number }
  | { kind: 'volume-by'; delta: number }
  | { kind: 'toggle-mute' }
  | { kind: 'toggle-fullscreen' }
  | { kind: 'toggle-captions' };

// Media timelines run left to right in every language (as on the big streaming sites), so ← always
// goes back, also in Arabic.
const KEY_ACTIONS: Record<string, PlayerAction> = {
  ' ': { kind: 'toggle-play' },
  k: { kind: 'toggle-play' },
  ArrowLeft: { kind: 'seek-by', seconds: -5 },
  ArrowRight: { kind: 'seek-by', seconds: 5 },
  j: { kind: 'seek-by', seconds: -10 },
  l: { kind: 'seek-by', seconds: 10 },
  ArrowUp: { kind: 'volume-by', delta: 0.1 },
  ArrowDown: { kind: 'volume-by', delta: -0.1 },
  m: { kind: 'toggle-mute' },
  f: { kind: 'toggle-fullscreen' },
  c: { kind: 'toggle-captions' },
};

/** The player action of a key (`KeyboardEvent.key`), or null when the key is not a player shortcut. */
export function actionForKey(key: string): PlayerAction | null {
  const normalised = key.length === 1 ? key.toLowerCase() : key;
  return KEY_ACTIONS[normalised] ?? null;
}

/** Keys a focused control already handles itself, so the player must leave them alone. */
export function isOwnedByControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="menu"]')) return true;
  // The seek slider leaves its arrows to the player (5 s steps); the volume slider keeps its own.
  if (target instanceof HTMLInputElement && target.type === 'range')
    return key.startsWith('Arrow') && !('seekBar' in target.dataset);
  const pressable = target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement;
  return pressable && (key === ' ' || key === 'Enter');
}

/** A volume step kept within 0..1 (two decimals, so repeated steps land on round values). */
export function stepVolume(volume: number, delta: number): number {
  return Math.round(Math.min(1, Math.max(0, volume + delta)) * 100) / 100;
}

/** A seek target kept inside the video. */
export function clampTime(time: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(end, Math.max(0, time));
}
