import { ADMIN_ROLES, type AdminRole } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { makeAdmin, makeMember } from '../test/sessions';
import { buildNavGroups, buildUserMenuLinks, type NavGroup } from './navigation';
import { GUEST_SESSION } from './session';

function describeGroups(groups: NavGroup[]): Record<string, string[]> {
  return Object.fromEntries(groups.map((group) => [group.id, group.links.map((link) => link.to)]));
}

const ACTIVITIES = [
  '/activities',
  '/activities/games',
  '/activities/quizzes',
  '/activities/videos',
  '/activities/featured',
];
const STUDIO = ['/creator/dashboard', '/creator/content/create', '/creator/analytics', '/creator/earnings'];

describe('header navigation (spec §2)', () => {
  it('gives a guest Home, Activities and More, with no member-only links', () => {
    expect(describeGroups(buildNavGroups(GUEST_SESSION))).toEqual({
      home: ['/', '/leaderboard'],
      activities: ACTIVITIES,
      more: ['/about', '/contact', '/faq'],
    });
  });

  it('gives a member My Dashboard, Become a Creator, Discover Creators, Points & Rewards and Crypto Wallet', () => {
    const member = makeMember();
    expect(describeGroups(buildNavGroups({ member, admin: null }))).toEqual({
      home: ['/', '/dashboard', '/leaderboard'],
      activities: ACTIVITIES,
      creator: ['/creator/apply', '/creators'],
      more: ['/about', '/contact', '/faq', '/points', '/wallet'],
    });
  });

  it('gives a creator the studio items instead of Become a Creator', () => {
    const member = makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' });
    expect(describeGroups(buildNavGroups({ member, admin: null })).creator).toEqual([...STUDIO, '/creators']);
  });

  it('shows a BANNED member no Creator group (spec §2)', () => {
    const member = makeMember({ creatorStatus: 'BANNED' });
    expect(describeGroups(buildNavGroups({ member, admin: null })).creator).toBeUndefined();
  });

  it.each(ADMIN_ROLES)('hides Activities and member links in admin mode (%s)', (role: AdminRole) => {
    const groups = describeGroups(buildNavGroups({ member: makeMember(), admin: makeAdmin(role) }));
    expect(groups).toEqual({
      home: ['/', '/admin/dashboard', '/leaderboard'],
      more: ['/about', '/contact', '/faq'],
    });
  });

  it('builds the user menu with Creator Studio for creators and Admin Portal for VIP or admin emails', () => {
    const links = (member: ReturnType<typeof makeMember>) =>
      buildUserMenuLinks(member).map((link) => link.id);
    expect(links(makeMember())).toEqual(['dashboard', 'points', 'social-tasks', 'wallet']);
    expect(links(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }))).toEqual([
      'dashboard',
      'points',
      'social-tasks',
      'wallet',
      'creator-studio',
    ]);
    expect(links(makeMember({ tier: 'VIP' }))).toEqual([
      'dashboard',
      'points',
      'social-tasks',
      'wallet',
      'admin-portal',
    ]);
    expect(links(makeMember({ email: 'admin.team@example.com' }))).toContain('admin-portal');
  });
});
