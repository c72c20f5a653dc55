import type { AppDeps } from '../../app-deps.js';
import {
  getFailedLogins,
  getSecurityAnomalies,
  getSuspiciousActivity,
  getVpnDetection,
} from './security-centre.service.js';

type Report = Awaited<ReturnType<typeof buildSecurityReport>>;
type Row = [section: string, subject: string, detail: string, at: string];

/** Every view of the security centre over one window, in one document. */
export async function buildSecurityReport(deps: AppDeps, hours: number) {
  const [failedLogins, suspiciousActivity, vpnDetection, anomalies] = await Promise.all([
    getFailedLogins(deps, hours),
    getSuspiciousActivity(deps, hours),
    getVpnDetection(deps, { hours }),
    getSecurityAnomalies(deps, hours),
  ]);
  return {
    generatedAt: new Date().toISOString(),
    windowHours: hours,
    failedLogins,
    suspiciousActivity,
    vpnDetection,
    anomalies,
  };
}

/** One CSV field: quoted, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

function reportRows(report: Report): Row[] {
  const { failedLogins, suspiciousActivity, vpnDetection, anomalies } = report;
  return [
    ...failedLogins.byAccount.map((r): Row => [
      'failed-login-account',
      r.account,
      `${r.realm}: ${r.failures} failures from ${r.addresses} addresses`,
      r.lastAt,
    ]),
    ...failedLogins.byAddress.map((r): Row => [
      'failed-login-address',
      r.ip,
      `${r.failures} failures on ${r.accounts} accounts${r.network ? ` (${r.network.provider})` : ''}`,
      r.lastAt,
    ]),
    ...suspiciousActivity.sessions.map((r): Row => [
      'suspicious-session',
      r.email ?? r.userId,
      `${r.ip}: ${r.reasons.join(' ')}`,
      r.lastSeenAt,
    ]),
    ...vpnDetection.logins.map((r): Row => [
      'hosting-or-vpn-login',
      r.email ?? r.userId,
      `${r.ip} (${r.network.kind}: ${r.network.provider})`,
      r.at,
    ]),
    ...anomalies.impossibleTravel.map((r): Row => [
      'impossible-travel',
      r.email ?? r.userId,
      `${r.fromIp} → ${r.toIp}: ${r.distanceKm} km at ${r.speedKmh} km/h`,
      r.toAt,
    ]),
    ...anomalies.signupBursts.map((r): Row => ['signup-burst', r.network, `${r.signups} sign-ups`, r.lastAt]),
    ...anomalies.pointsFarming.map((r): Row => [
      'points-farming',
      r.email ?? r.userId,
      `${r.credits} credits, ${r.points} points, peak ${r.peakPerHour}/hour`,
      '',
    ]),
  ];
}

/** The report as CSV: one line per finding (section, subject, detail, time). */
export function securityReportCsv(report: Report): string {
  const lines = [['section', 'subject', 'detail', 'at'], ...reportRows(report)].map((row) =>
    row.map(csvField).join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}
