import type { CreatorActivity } from '@streamit/contract';

/** The wizard's steps, in order. */
export const WIZARD_STEPS = ['details', 'video', 'extras', 'processing'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Steps the creator may open for a draft: details always; the rest once the draft (and a video) exist. */
export function reachableSteps(activity: CreatorActivity | undefined): readonly WizardStep[] {
  if (!activity) return ['details'];
  if (!activity.transcode) return ['details', 'video'];
  return WIZARD_STEPS;
}

/** The step to show: the one asked for when reachable, else the furthest reachable one. */
export function resolveStep(
  asked: WizardStep | undefined,
  activity: CreatorActivity | undefined,
): WizardStep {
  const reachable = reachableSteps(activity);
  if (asked && reachable.includes(asked)) return asked;
  return reachable[reachable.length - 1] ?? 'details';
}
