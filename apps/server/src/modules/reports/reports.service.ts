import type {
  CreateReportBody,
  ListReportsQuery,
  ReportGroupPage,
  ReportReason,
  ReportReceipt,
  ReportResolution,
  ReportResolutionResult,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import {
  findActivityById,
  setModeratedStatus,
  holdActivity,
  releaseActivity,
} from '../activities/activities.queries.js';
import { isPubliclyVisible } from '../activities/activities.service.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { reserveSlots } from '../auth-limits/attempt-slots.js';
import { insertDecision, lockActivity } from '../moderation/moderation.queries.js';
import type { Moderator } from '../moderation/moderation.service.js';
import { isHiddenByReports } from '../activities/activities.queries.js';
import {
  countOpenReporters,
  countReportedActivities,
  findReportsOf,
  insertReport,
  listReportedActivities,
  resolveOpenReports,
} from './reports.repository.js';

/** Reports one member may file per minute, counted in PostgreSQL so the budget holds across instances. */
export const REPORTS_PER_MINUTE = 20;

/**
 * POST /activities/:id/report: one report per member per activity, at most REPORTS_PER_MINUTE a minute
 * (reserved before anything else, so a parallel burst counts exactly); once REPORT_AUTO_HIDE_THRESHOLD
 * distinct members have open reports, the activity is hidden until a moderator decides.
 */
export async function reportActivity(
  deps: AppDeps,
  reporterId: string,
  activityId: string,
  body: Required<CreateReportBody>,
): Promise<ReportReceipt> {
  await reserveSlots(deps, 'report', [
    { key: `member:${reporterId}`, max: REPORTS_PER_MINUTE, windowMs: 60_000 },
  ]);
  const activity = await findActivityById(deps.db, activityId);
  if (!activity || !isPubliclyVisible(activity)) throw new AppError('NOT_FOUND');
  return deps.db.transaction(async (tx) => {
    const report = await insertReport(tx, { activityId, reporterId, reason: body.reason, note: body.note });
    if (!report) throw new AppError('REPORT_DUPLICATE');
    if ((await countOpenReporters(tx, activityId)) >= deps.config.REPORT_AUTO_HIDE_THRESHOLD) {
      await holdActivity(tx, activityId);
    }
    return { id: report.id, activityId, reason: body.reason, createdAt: report.createdAt.toISOString() };
  });
}

/** GET /admin/reports: reported activities with their reports. */
export async function listReports(deps: AppDeps, query: ListReportsQuery): Promise<ReportGroupPage> {
  const [groups, total] = await Promise.all([
    listReportedActivities(deps.db, query),
    countReportedActivities(deps.db, query),
  ]);
  const reports = await findReportsOf(
    deps.db,
    groups.map((group) => group.activity.id),
    query.state,
  );
  return {
    items: groups.map(({ activity, lastReportedAt, hidden }) => {
      const own = reports.filter((report) => report.activityId === activity.id);
      return {
        activityId: activity.id,
        title: activity.title,
        type: activity.type,
        status: activity.status,
        hidden,
        reportCount: own.length,
        lastReportedAt: new Date(lastReportedAt ?? 0).toISOString(),
        reports: own.map((report) => ({
          id: report.id,
          reason: report.reason as ReportReason,
          note: report.note,
          reporterId: report.reporterId,
          createdAt: report.createdAt.toISOString(),
          resolution: (report.resolution as ReportResolution | null) ?? null,
        })),
      };
    }),
    page: query.page,
    limit: query.limit,
    total,
  };
}

/**
 * POST /admin/reports/:activityId/resolve: DISMISS lifts the hold; REMOVE_CONTENT archives the activity
 * (its creator sees the note). Both close the open reports and are audited.
 */
export async function resolveReports(
  deps: AppDeps,
  moderator: Moderator,
  activityId: string,
  body: { action: ReportResolution; note: string },
): Promise<ReportResolutionResult> {
  return deps.db.transaction(async (tx) => {
    const activity = await lockActivity(tx, activityId);
    if (!activity) throw new AppError('NOT_FOUND');
    const resolvedCount = await resolveOpenReports(tx, activityId, body.action);
    if (resolvedCount === 0) throw new AppError('NO_OPEN_REPORTS');
    await releaseActivity(tx, activityId);
    const removing = body.action === 'REMOVE_CONTENT';
    if (removing) {
      await setModeratedStatus(tx, activityId, 'ARCHIVED');
      const decision = { activityId, adminId: moderator.adminId, decision: body.action };
      await insertDecision(tx, { ...decision, reason: body.note || null });
    }
    await recordAuditEvent(tx, {
      actorAdminId: moderator.adminId,
      action: 'content.reports_resolved',
      targetType: 'activity',
      targetId: activityId,
      ip: moderator.ip,
      details: { action: body.action, note: body.note, resolvedCount, from: activity.status },
    });
    const status = removing ? 'ARCHIVED' : activity.status;
    return {
      activityId,
      action: body.action,
      resolvedCount,
      status,
      hidden: await isHiddenByReports(tx, activityId),
    };
  });
}
