import {
  OPEN_CREATOR_APPLICATION_STATUSES,
  type CreatorApplication,
  type CreatorApplicationBody,
  type CreatorApplicationList,
  type CreatorApplicationStatusView,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { toApplication } from './creator-application-view.js';
import {
  findMemberCreatorState,
  insertApplication,
  listApplicationsOf,
  lockMemberCreatorState,
  resubmitApplication,
  type ApplicationFields,
  type ApplicationRow,
} from './creator-applications.repository.js';
import { setCreatorStatus } from '../members/members.queries.js';

type MemberState = { isContentCreator: boolean; creatorStatus: string } | undefined;

const isOpen = (row: ApplicationRow | undefined) =>
  !!row && (OPEN_CREATOR_APPLICATION_STATUSES as readonly string[]).includes(row.status);

/** Why this member may not apply now, or null when they may. */
function refusalOf(member: MemberState, latest: ApplicationRow | undefined, now: Date) {
  if (!member) return 'UNAUTHENTICATED' as const;
  if (member.creatorStatus === 'BANNED') return 'CREATOR_BANNED' as const;
  if (member.isContentCreator) return 'CREATOR_ALREADY_APPROVED' as const;
  if (isOpen(latest)) return 'CREATOR_APPLICATION_OPEN' as const;
  if (latest?.reapplyAllowedAfter && latest.reapplyAllowedAfter > now)
    return 'CREATOR_APPLICATION_COOL_OFF' as const;
  return null;
}

function fieldsOf(body: Required<CreatorApplicationBody>): ApplicationFields {
  const { applicantType, contentFormats, bio, portfolioLinks, sampleLink, country } = body;
  return { applicantType, contentFormats, bio, portfolioLinks, sampleLink, country };
}

/**
 * POST /auth/apply-creator. The member's row lock orders their applies and staff decisions; the partial
 * unique index (one open application per member) is the last word if anything slips past.
 */
export function applyCreator(
  deps: AppDeps,
  userId: string,
  body: Required<CreatorApplicationBody>,
): Promise<CreatorApplication> {
  return deps.db.transaction(async (tx) => {
    const member = await lockMemberCreatorState(tx, userId);
    const [latest] = await listApplicationsOf(tx, userId);
    const refusal = refusalOf(member, latest, new Date());
    if (refusal) throw new AppError(refusal);
    const row = await insertApplication(tx, { userId, ...fieldsOf(body), agreementAcceptedAt: new Date() });
    if (!row) throw new AppError('CREATOR_APPLICATION_OPEN');
    await setCreatorStatus(tx, [userId], 'PENDING');
    return toApplication(row);
  });
}

/** PUT /auth/creator-application: CHANGES_REQUESTED → PENDING with the member's edits. */
export function resubmitCreatorApplication(
  deps: AppDeps,
  userId: string,
  body: Required<CreatorApplicationBody>,
): Promise<CreatorApplication> {
  return deps.db.transaction(async (tx) => {
    const member = await lockMemberCreatorState(tx, userId);
    if (member?.creatorStatus === 'BANNED') throw new AppError('CREATOR_BANNED');
    const row = await resubmitApplication(tx, userId, fieldsOf(body));
    if (!row) throw new AppError('CREATOR_APPLICATION_WRONG_STATE');
    return toApplication(row);
  });
}

/** GET /auth/creator-application: the latest, 404 when the member never applied. */
export async function getMyCreatorApplication(deps: AppDeps, userId: string): Promise<CreatorApplication> {
  const [latest] = await listApplicationsOf(deps.db, userId);
  if (!latest) throw new AppError('CREATOR_APPLICATION_NOT_FOUND');
  return toApplication(latest);
}

/** GET /auth/creator-applications. */
export async function listMyCreatorApplications(
  deps: AppDeps,
  userId: string,
): Promise<CreatorApplicationList> {
  return { items: (await listApplicationsOf(deps.db, userId)).map(toApplication) };
}

/** GET /auth/creator-application-status. */
export async function getCreatorApplicationStatus(
  deps: AppDeps,
  userId: string,
): Promise<CreatorApplicationStatusView> {
  const [member, [latest]] = await Promise.all([
    findMemberCreatorState(deps.db, userId),
    listApplicationsOf(deps.db, userId),
  ]);
  if (!member) throw new AppError('UNAUTHENTICATED');
  const reapplyAfter = latest?.reapplyAllowedAfter;
  return {
    creatorStatus: member.creatorStatus as CreatorApplicationStatusView['creatorStatus'],
    isContentCreator: member.isContentCreator,
    application: latest ? toApplication(latest) : null,
    canApply: refusalOf(member, latest, new Date()) === null,
    reapplyAllowedAfter: reapplyAfter && reapplyAfter > new Date() ? reapplyAfter.toISOString() : null,
  };
}
