import { ACCESS_DENIED_AUDIT_ACTION } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { SUSPENSION_AUDIT } from '../member-admin/member-suspension.service.js';
import { collectDirty, dayOf, inDays } from './analytics-rollup.repository.js';

const AUDITED = [SUSPENSION_AUDIT.suspended, ACCESS_DENIED_AUDIT_ACTION] as const;

/**
 * Security days: per UTC day, each SECURITY_EVENTS count, from the rows that record them (failed member
 * sign-ins in login_events, failed staff sign-ins, ACCOUNT_LOCKED and SUSPICIOUS_REPORTED alerts, the audit
 * log's suspensions and refused staff calls). All are append-only, so a changed day is one with new rows.
 */
export async function rebuildSecurityDays(tx: Executor, since: Date): Promise<number> {
  const at = since.toISOString();
  const days = await collectDirty(
    tx,
    sql`SELECT ${dayOf('created_at')} FROM login_events WHERE created_at >= ${at}::timestamptz AND NOT success
      UNION SELECT ${dayOf('at')} FROM admin_login_attempts WHERE at >= ${at}::timestamptz AND NOT succeeded
      UNION SELECT ${dayOf('created_at')} FROM security_alerts WHERE created_at >= ${at}::timestamptz
        AND kind IN ('ACCOUNT_LOCKED', 'SUSPICIOUS_REPORTED')
      UNION SELECT ${dayOf('at')} FROM admin_audit_log WHERE at >= ${at}::timestamptz
        AND action IN (${AUDITED[0]}, ${AUDITED[1]})`,
  );
  if (days === 0) return 0;
  await tx.execute(sql`DELETE FROM analytics_security_days s USING dirty d WHERE s.day = d.day`);
  await tx.execute(sql`
    INSERT INTO analytics_security_days (day, event, count)
    SELECT day, event, count(*) FROM (
      SELECT ${dayOf('created_at')} AS day, 'failedSignIns' AS event FROM login_events
        WHERE ${inDays('created_at')} AND NOT success
      UNION ALL SELECT ${dayOf('at')}, 'failedStaffSignIns' FROM admin_login_attempts
        WHERE ${inDays('at')} AND NOT succeeded
      UNION ALL SELECT ${dayOf('created_at')},
          CASE kind WHEN 'ACCOUNT_LOCKED' THEN 'lockouts' ELSE 'suspiciousReports' END
        FROM security_alerts WHERE ${inDays('created_at')} AND kind IN ('ACCOUNT_LOCKED', 'SUSPICIOUS_REPORTED')
      UNION ALL SELECT ${dayOf('at')},
          CASE action WHEN ${AUDITED[0]} THEN 'suspensions' ELSE 'refusedStaffCalls' END
        FROM admin_audit_log WHERE ${inDays('at')} AND action IN (${AUDITED[0]}, ${AUDITED[1]})
    ) events GROUP BY 1, 2`);
  return days;
}
