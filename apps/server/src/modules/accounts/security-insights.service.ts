import type { LocationSummary, RiskAssessment, SecurityOverview } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { requireUser } from '../members/member-view.js';
import { isTwoFactorEnabled } from '../two-factor/two-factor.queries.js';
import { lookupCountry } from '../geo/geo-lookup.js';
import { networkKindOf } from '../sessions/network-kind.js';
import { countUnreadAlerts } from '../sessions/security-alerts.service.js';
import {
  countFailedLogins,
  countLiveSessions,
  lastLogin,
  listDevices,
  recentIps,
  recentSuspiciousReport,
} from '../sessions/sessions.queries.js';
import { DAY_MS } from '../../lib/utc-days.js';

/** GET /auth/location-summary: network kinds and countries (offline database) of the current and recent IPs. */
export async function getLocationSummary(
  deps: AppDeps,
  userId: string,
  currentIp: string,
): Promise<LocationSummary> {
  const rows = await recentIps(deps.db, userId, 30 * DAY_MS);
  return {
    current: { ip: currentIp, network: networkKindOf(currentIp), country: lookupCountry(currentIp) },
    recent: rows.map((row) => ({
      ip: row.ip,
      network: networkKindOf(row.ip),
      country: lookupCountry(row.ip),
      logins: row.logins,
      lastSeenAt: (row.lastSeenAt ?? new Date()).toISOString(),
    })),
    note: 'Countries come from IP addresses and an offline database; private and unknown addresses show no country.',
  };
}

type Reason = RiskAssessment['reasons'][number];

async function riskReasons(deps: AppDeps, userId: string): Promise<Reason[]> {
  const user = await requireUser(deps, userId);
  const reasons: Reason[] = [];
  const failed = await countFailedLogins(deps.db, userId, DAY_MS);
  if (failed >= 3)
    reasons.push({
      code: 'FAILED_LOGINS',
      message: `${failed} failed sign-in attempts in the last 24 hours.`,
      weight: failed >= 10 ? 40 : 20,
    });
  if (!(await isTwoFactorEnabled(deps.db, userId)))
    reasons.push({ code: 'NO_TWO_FACTOR', message: 'Two-factor authentication is off.', weight: 20 });
  if (!user.emailVerifiedAt && user.email)
    reasons.push({ code: 'EMAIL_UNVERIFIED', message: 'The email address is not verified.', weight: 10 });
  const ips = await recentIps(deps.db, userId, 7 * DAY_MS);
  if (ips.length > 3)
    reasons.push({
      code: 'MANY_IPS',
      message: `Sign-ins from ${ips.length} IP addresses in the last 7 days.`,
      weight: 15,
    });
  const newDevices = (await listDevices(deps.db, userId)).filter(
    (device) => !device.trustedAt && Date.now() - device.firstSeenAt.getTime() < DAY_MS,
  );
  if (newDevices.length > 1)
    reasons.push({
      code: 'NEW_DEVICES',
      message: `${newDevices.length} new untrusted devices in the last 24 hours.`,
      weight: 15,
    });
  if (await recentSuspiciousReport(deps.db, userId))
    reasons.push({
      code: 'SUSPICIOUS_REPORTED',
      message: 'Suspicious activity was reported in the last 30 days.',
      weight: 30,
    });
  return reasons;
}

const RECOMMENDATIONS: Record<string, string> = {
  FAILED_LOGINS: 'If the failed attempts were not yours, change your password.',
  NO_TWO_FACTOR: 'Turn on two-factor authentication.',
  EMAIL_UNVERIFIED: 'Verify your email address so you can recover the account.',
  MANY_IPS: 'Review your active sessions and revoke the ones you do not recognise.',
  NEW_DEVICES: 'Review your devices and trust only the ones you use.',
  SUSPICIOUS_REPORTED: 'Change your password and review your sessions.',
};

/** GET /auth/security/risk-assessment: a level with every reason that raised it. */
export async function assessRisk(deps: AppDeps, userId: string): Promise<RiskAssessment> {
  const reasons = await riskReasons(deps, userId);
  const score = Math.min(
    100,
    reasons.reduce((sum, reason) => sum + reason.weight, 0),
  );
  const level = score >= 50 ? 'HIGH' : score >= 25 ? 'MEDIUM' : 'LOW';
  return {
    level,
    score,
    reasons,
    recommendations: reasons.map((reason) => RECOMMENDATIONS[reason.code] ?? ''),
  };
}

/** GET /auth/security-overview. */
export async function getSecurityOverview(deps: AppDeps, userId: string): Promise<SecurityOverview> {
  const user = await requireUser(deps, userId);
  const devices = await listDevices(deps.db, userId);
  return {
    twoFactorEnabled: await isTwoFactorEnabled(deps.db, userId),
    emailVerified: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
    activeSessions: await countLiveSessions(deps.db, userId),
    devices: devices.length,
    trustedDevices: devices.filter((device) => device.trustedAt).length,
    failedLoginsLast24h: await countFailedLogins(deps.db, userId, DAY_MS),
    unreadAlerts: await countUnreadAlerts(deps, userId),
    lastLogin: await lastLogin(deps.db, userId),
    riskLevel: (await assessRisk(deps, userId)).level,
  };
}
