import type { CreatorEarnings } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { loadGlobalConfig } from './points-config.service.js';
import { assertContentCreator } from '../content-access/content-guards.js';
import {
  selectCreatorShareActivities,
  selectCreatorSharesByDay,
  sumCreatorShares,
} from './points-creator.repository.js';
import { selectEarner } from './points-earning.repository.js';

/** A member's award on a creator's activity, for the creator's share. */
export interface ShareInput {
  userId: string;
  creatorId: string | null;
  activityId: string;
  title: string;
  sequence: number;
  points: number;
}

/** The creator's share of an award: floor(points × percent / 100); none on their own content. */
export async function creatorShareOf(tx: Transaction, input: ShareInput): Promise<number> {
  if (!input.creatorId || input.creatorId === input.userId) return 0;
  const { creatorSharePercent } = await loadGlobalConfig(tx);
  return Math.floor((input.points * creatorSharePercent) / 100);
}

const EARNINGS_DAYS = 90;

/** GET /points/creator-earnings: read from the ledger's creator lines (403 CREATOR_REQUIRED for others). */
export async function getCreatorEarnings(deps: AppDeps, userId: string): Promise<CreatorEarnings> {
  await assertContentCreator(deps, userId);
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const since = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - EARNINGS_DAYS + 1),
  );
  const [global, totals, byActivity, byDay, balance] = [
    await loadGlobalConfig(deps.db),
    await sumCreatorShares(deps.db, userId, monthStart),
    await selectCreatorShareActivities(deps.db, userId),
    await selectCreatorSharesByDay(deps.db, userId, since),
    (await selectEarner(deps.db, userId))?.totalPoints ?? 0,
  ];
  return {
    sharePercent: global.creatorSharePercent,
    total: totals.total,
    thisMonth: totals.month,
    byActivity,
    byDay,
    balance,
  };
}
