import { describe, expect, it } from 'vitest';
import { makeMember } from '../test/sessions';
import {
  canApplyAsCreator,
  canSeeAdminPortal,
  getAvatarInitial,
  getMemberDisplayName,
  isActiveCreator,
} from './member-display';

describe('member display', () => {
  it('names a member by display name, else first name, else nothing (the menu then says Guest)', () => {
    expect(getMemberDisplayName(makeMember({ displayName: 'Maya', firstName: 'Lina' }))).toBe('Maya');
    expect(getMemberDisplayName(makeMember({ displayName: null, firstName: 'Lina' }))).toBe('Lina');
    expect(getMemberDisplayName(makeMember({ displayName: '   ', firstName: 'Lina' }))).toBe('Lina');
    expect(getMemberDisplayName(makeMember({ displayName: null, firstName: null }))).toBeNull();
  });

  it("uses the display name's first letter in upper case for the avatar, else 'A'", () => {
    expect(getAvatarInitial(makeMember({ displayName: 'maya' }))).toBe('M');
    expect(getAvatarInitial(makeMember({ displayName: 'ليلى' }))).toBe('ل');
    expect(getAvatarInitial(makeMember({ displayName: null, firstName: 'Lina' }))).toBe('A');
    expect(getAvatarInitial(makeMember({ displayName: '' }))).toBe('A');
  });

  it('reveals the Admin Portal link for tier VIP or an email containing admin, and nobody else', () => {
    expect(canSeeAdminPortal(makeMember({ tier: 'VIP', email: 'vip@example.com' }))).toBe(true);
    expect(canSeeAdminPortal(makeMember({ tier: 'BASIC', email: 'site.Admin@example.com' }))).toBe(true);
    expect(canSeeAdminPortal(makeMember({ tier: 'PLATINUM', email: 'lina@example.com' }))).toBe(false);
    expect(canSeeAdminPortal(makeMember({ tier: 'GOLD', email: null }))).toBe(false);
  });

  it('opens the studio to creators unless BANNED, and lets non-creators apply unless BANNED', () => {
    expect(isActiveCreator(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }))).toBe(true);
    expect(isActiveCreator(makeMember({ isContentCreator: true, creatorStatus: 'BANNED' }))).toBe(false);
    expect(canApplyAsCreator(makeMember({ isContentCreator: false, creatorStatus: 'NONE' }))).toBe(true);
    expect(canApplyAsCreator(makeMember({ isContentCreator: false, creatorStatus: 'BANNED' }))).toBe(false);
    expect(canApplyAsCreator(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }))).toBe(false);
  });
});
