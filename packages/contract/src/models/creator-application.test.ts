import { describe, expect, it } from 'vitest';
import {
  canMoveCreatorApplication,
  CREATOR_APPLICATION_STATUSES,
  CREATOR_APPLICATION_TRANSITIONS,
  type CreatorApplicationMove,
  type CreatorApplicationStatus,
  isWebLink,
} from './creator-application.js';

const ALLOWED: [CreatorApplicationStatus, CreatorApplicationMove, CreatorApplicationStatus][] = [
  ['PENDING', 'APPROVE', 'APPROVED'],
  ['PENDING', 'REJECT', 'REJECTED'],
  ['PENDING', 'REQUEST_CHANGES', 'CHANGES_REQUESTED'],
  ['CHANGES_REQUESTED', 'RESUBMIT', 'PENDING'],
];
const MOVES = Object.keys(CREATOR_APPLICATION_TRANSITIONS) as CreatorApplicationMove[];
const ALL = CREATOR_APPLICATION_STATUSES.flatMap((status) => MOVES.map((move) => [status, move] as const));

describe('creator application state machine', () => {
  it.each(ALLOWED)('allows %s --%s--> %s', (from, move, to) => {
    expect(canMoveCreatorApplication(from, move)).toBe(true);
    expect(CREATOR_APPLICATION_TRANSITIONS[move].to).toBe(to);
  });

  it.each(ALL.filter(([from, move]) => !ALLOWED.some(([f, m]) => f === from && m === move)))(
    'refuses %s --%s-->',
    (from, move) => {
      expect(canMoveCreatorApplication(from, move)).toBe(false);
    },
  );

  it('leaves APPROVED and REJECTED final', () => {
    for (const move of MOVES) {
      expect(canMoveCreatorApplication('APPROVED', move)).toBe(false);
      expect(canMoveCreatorApplication('REJECTED', move)).toBe(false);
    }
  });
});

describe('application field checks', () => {
  it('accepts absolute http(s) links only', () => {
    expect(isWebLink('https://example.com/a')).toBe(true);
    expect(
      ['javascript:alert(1)', 'ftp://example.com', '/relative', 'https://localhost'].some(isWebLink),
    ).toBe(false);
  });
});
