import type { SocialFollows, SocialRequirements, TweetDetails } from '@streamit/contract';
import { xTargetUrl } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { toMemberTask } from './social-view.js';
import { activeXClient, requireMember, requireTask } from './social-verify.service.js';
import { selectMemberClaims, selectTasks } from './social.repository.js';
import { fetchPost } from './x-api.checks.js';

/** GET /social/requirements: active tasks and every task the member has a claim on, with their state. */
export async function readRequirements(deps: AppDeps, userId: string): Promise<SocialRequirements> {
  const now = new Date();
  const member = await requireMember(deps.db, userId);
  const [tasks, claims] = [await selectTasks(deps.db), await selectMemberClaims(deps.db, userId)];
  const claimOf = new Map(claims.map((claim) => [claim.taskId, claim]));
  return {
    mode: activeXClient(deps) ? 'X_API' : 'MANUAL',
    xLinked: Boolean(member.twitterId),
    tasks: tasks
      .filter((task) => task.active || claimOf.has(task.id))
      .map((task) => toMemberTask(task, claimOf.get(task.id), member.tier, now)),
  };
}

/** GET /social/follows: the accounts of the member's verified FOLLOW tasks. */
export async function listFollows(deps: AppDeps, userId: string): Promise<SocialFollows> {
  const claims = (await selectMemberClaims(deps.db, userId)).filter((claim) => claim.state === 'VERIFIED');
  const tasks = new Map((await selectTasks(deps.db)).map((task) => [task.id, task]));
  const items = claims.flatMap((claim) => {
    const task = tasks.get(claim.taskId);
    if (task?.kind !== 'FOLLOW' || !claim.verifiedAt) return [];
    return [
      {
        taskId: task.id,
        account: task.target,
        state: 'VERIFIED' as const,
        verifiedAt: claim.verifiedAt.toISOString(),
      },
    ];
  });
  return { items };
}

/**
 * GET /social/tweet-details?taskId=: the post of a LIKE or RETWEET task, as X shows it (cached). Only a
 * task's post can be asked for, so this is never a free proxy to X.
 */
export async function readTweetDetails(deps: AppDeps, taskId: string): Promise<TweetDetails> {
  const task = await requireTask(deps.db, taskId);
  if (task.kind === 'FOLLOW') throw new AppError('SOCIAL_TASK_KIND_MISMATCH');
  const client = activeXClient(deps);
  if (!client) throw new AppError('SOCIAL_X_UNAVAILABLE');
  const post = await fetchPost(client, task.target);
  return { ...post, url: xTargetUrl('LIKE', post.id) };
}
