import type { AdminMember, AdminMemberDetail } from '@streamit/contract';

// One member as the member page's tests see it (the page, its panels and its staff forms).
export const ID = '00000000-0000-4000-8000-000000000001';
export const AT = '2026-11-20T10:00:00.000Z';

export const member: AdminMember = {
  id: ID,
  email: 'ada@example.com',
  emailVerified: false,
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada',
  avatarUrl: null,
  tier: 'SILVER',
  totalPoints: 420,
  isContentCreator: false,
  creatorStatus: 'NONE',
  status: 'ACTIVE',
  suspendedAt: null,
  suspendedUntil: null,
  suspensionReason: null,
  createdAt: AT,
};

export const memberDetail: AdminMemberDetail = {
  member,
  providers: ['email'],
  twoFactorEnabled: false,
  tierLock: null,
  recentLedger: [
    {
      id: 7,
      postingId: '00000000-0000-4000-8000-000000000070',
      kind: 'adjust',
      source: 'admin',
      amount: 40,
      reason: 'Welcome gift',
      reasonCode: null,
      reasonValues: {},
      breakdown: {},
      activityId: null,
      exchange: null,
      createdAt: AT,
    },
  ],
  sessions: [],
  devices: [],
  loginHistory: [
    {
      id: 1,
      at: AT,
      success: true,
      method: 'password',
      reason: null,
      ip: '203.0.113.9',
      device: 'Firefox on Linux',
    },
  ],
  locations: {
    current: { ip: '203.0.113.9', network: 'public', country: null },
    recent: [{ ip: '203.0.113.9', network: 'public', country: null, logins: 1, lastSeenAt: AT }],
    note: 'IP only',
  },
  security: {
    twoFactorEnabled: false,
    emailVerified: false,
    hasPassword: true,
    activeSessions: 0,
    devices: 0,
    trustedDevices: 0,
    failedLoginsLast24h: 2,
    unreadAlerts: 0,
    lastLogin: { at: AT, ip: '203.0.113.9' },
    riskLevel: 'MEDIUM',
  },
  risk: {
    level: 'MEDIUM',
    score: 30,
    reasons: [{ code: 'NO_TWO_FACTOR', message: 'Two-factor authentication is off.', weight: 20 }],
    recommendations: [],
  },
  audit: [
    {
      id: 3,
      at: AT,
      actorAdminId: null,
      actorEmail: 'lead@staff.test',
      action: 'points.adjusted',
      targetType: 'user',
      targetId: ID,
      ip: null,
      details: { reason: 'Welcome gift' },
    },
  ],
};
