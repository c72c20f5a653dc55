import type {
  FailedLoginsReport,
  SecurityAnomalies,
  SecurityBulkCheckResponse,
  SecurityFinding,
  SuspiciousActivity,
  SuspiciousSession,
  VpnDetectionQuery,
  VpnDetectionReport,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { lookupCountry } from '../geo/geo-lookup.js';
import { loadNetworkRanges, SHIPPED_NETWORK_RANGES_FILE, type NetworkRanges } from './network-ranges.js';
import {
  failedLoginsByAddress,
  failedMemberLoginsByAccount,
  failedStaffLoginsByAccount,
  findMembers,
  liveSessionsWithContext,
  memberCreditStats,
  signupsWithFirstNetwork,
  successfulLogins,
} from './security-centre.repository.js';
import { findImpossibleTravel, findPointsFarming, findSignupBursts } from './security-rules.js';

/** Failed sign-ins before a session this many times in a day make it suspicious. */
const FAILED_BEFORE_SESSION = 5;
/** Sign-ins from more addresses than this in the window make a member's sessions suspicious. */
const MANY_ADDRESSES = 5;

/** The range list in force: NETWORK_RANGES_FILE, else the one shipped with the product. */
export function networkRangesOf(deps: AppDeps): NetworkRanges {
  return loadNetworkRanges(deps.config.NETWORK_RANGES_FILE ?? SHIPPED_NETWORK_RANGES_FILE);
}

/** GET /admin/security/failed-logins. */
export async function getFailedLogins(deps: AppDeps, hours: number): Promise<FailedLoginsReport> {
  const ranges = networkRangesOf(deps);
  const [members, staff, addresses] = await Promise.all([
    failedMemberLoginsByAccount(deps.db, hours),
    failedStaffLoginsByAccount(deps.db, hours),
    failedLoginsByAddress(deps.db, hours),
  ]);
  const byAccount = [
    ...members.map((row) => ({ realm: 'member' as const, ...row })),
    ...staff.map((row) => ({ realm: 'staff' as const, userId: null, ...row })),
  ].sort((a, b) => b.failures - a.failures);
  const byAddress = addresses.map((row) => ({
    ...row,
    network: ranges.lookup(row.ip).network,
    country: lookupCountry(row.ip),
  }));
  return { windowHours: hours, byAccount, byAddress };
}

/** GET /admin/security/suspicious-activity: live sessions with at least one reason. */
export async function getSuspiciousActivity(deps: AppDeps, hours: number): Promise<SuspiciousActivity> {
  const ranges = networkRangesOf(deps);
  const sessions: SuspiciousSession[] = [];
  for (const row of await liveSessionsWithContext(deps.db, hours)) {
    const network = ranges.lookup(row.ip).network;
    const reasons: SuspiciousSession['reasons'] = [];
    if (network) reasons.push('HOSTING_OR_VPN_NETWORK');
    if (row.failedBefore >= FAILED_BEFORE_SESSION) reasons.push('FAILED_LOGINS_BEFORE');
    if (row.addresses > MANY_ADDRESSES) reasons.push('MANY_ADDRESSES');
    const { failedBefore: _failed, addresses: _addresses, ...session } = row;
    if (reasons.length > 0) sessions.push({ ...session, network, country: lookupCountry(row.ip), reasons });
  }
  return { windowHours: hours, sessions };
}

/** GET /admin/security/vpn-detection. */
export async function getVpnDetection(deps: AppDeps, query: VpnDetectionQuery): Promise<VpnDetectionReport> {
  const ranges = networkRangesOf(deps);
  const logins = (await successfulLogins(deps.db, query.hours)).flatMap((login) => {
    const network = ranges.lookup(login.ip).network;
    return network ? [{ ...login, network }] : [];
  });
  return {
    windowHours: query.hours,
    dataset: { source: ranges.source, updatedAt: ranges.updatedAt, ranges: ranges.size },
    lookup: query.ip
      ? { ip: query.ip, network: ranges.lookup(query.ip).network, country: lookupCountry(query.ip) }
      : null,
    logins: logins.reverse().slice(0, 500),
  };
}

/** GET /admin/security/anomalies: the three rules of security-rules.ts over the window. */
export async function getSecurityAnomalies(deps: AppDeps, hours: number): Promise<SecurityAnomalies> {
  const [signIns, signups, credits] = await Promise.all([
    successfulLogins(deps.db, hours),
    signupsWithFirstNetwork(deps.db, hours),
    memberCreditStats(deps.db, hours),
  ]);
  return {
    windowHours: hours,
    impossibleTravel: findImpossibleTravel(networkRangesOf(deps), signIns),
    signupBursts: findSignupBursts(signups),
    pointsFarming: findPointsFarming(credits),
  };
}

function findingsOf(
  userId: string,
  suspended: boolean,
  views: { failed: FailedLoginsReport; vpn: VpnDetectionReport; anomalies: SecurityAnomalies },
): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  if (suspended) findings.push({ code: 'SUSPENDED', detail: 'The account is suspended.' });
  const failed = views.failed.byAccount.find((row) => row.userId === userId);
  if (failed) findings.push({ code: 'FAILED_LOGINS', detail: `${failed.failures} failed sign-ins` });
  const vpn = views.vpn.logins.find((row) => row.userId === userId);
  if (vpn) findings.push({ code: 'HOSTING_OR_VPN_NETWORK', detail: `${vpn.ip} (${vpn.network.provider})` });
  for (const travel of views.anomalies.impossibleTravel.filter((row) => row.userId === userId))
    findings.push({
      code: 'IMPOSSIBLE_TRAVEL',
      detail: `${travel.distanceKm} km at ${travel.speedKmh} km/h`,
    });
  const burst = views.anomalies.signupBursts.find((row) => row.userIds.includes(userId));
  if (burst)
    findings.push({ code: 'SIGNUP_BURST', detail: `${burst.signups} sign-ups from ${burst.network}` });
  const farming = views.anomalies.pointsFarming.find((row) => row.userId === userId);
  if (farming)
    findings.push({ code: 'POINTS_FARMING', detail: `${farming.peakPerHour} credits in one hour` });
  return findings;
}

/** POST /admin/security/bulk-check: each id with what the views of the window say about it. */
export async function checkMembers(
  deps: AppDeps,
  userIds: readonly string[],
  hours: number,
): Promise<SecurityBulkCheckResponse> {
  const unique = [...new Set(userIds)];
  const [members, failed, vpn, anomalies] = await Promise.all([
    findMembers(deps.db, unique),
    getFailedLogins(deps, hours),
    getVpnDetection(deps, { hours }),
    getSecurityAnomalies(deps, hours),
  ]);
  const byId = new Map(members.map((member) => [member.userId, member]));
  const results = unique.map((userId) => {
    const member = byId.get(userId);
    if (!member) return { userId, found: false, email: null, findings: [] };
    const findings = findingsOf(userId, member.suspended, { failed, vpn, anomalies });
    return { userId, found: true, email: member.email, findings };
  });
  return { windowHours: hours, results };
}
