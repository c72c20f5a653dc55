import {
  CAMPAIGN_BONUS_MAX,
  CAMPAIGN_BUDGET_MAX,
  type Campaign,
  type CampaignBody,
  type CampaignUpdateBody,
} from '@streamit/contract';

/** The campaign form's fields as typed (dates as `datetime-local` values, numbers as text). */
export interface CampaignFormValues {
  title: string;
  activityIds: string[];
  startsAt: string;
  endsAt: string;
  bonusPoints: string;
  /** The whole budget of a new campaign, or the points a saved campaign is topped up with (may be empty). */
  budgetPoints: string;
}

/** Which field is wrong, as the key of its message under `partners.campaigns.errors`. */
export type CampaignFormErrors = Partial<
  Record<'title' | 'activities' | 'endsAt' | 'bonusPoints' | 'budgetPoints', string>
>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form for a new campaign: it starts now and runs for four weeks. */
export function emptyCampaignValues(now = new Date()): CampaignFormValues {
  const later = new Date(now.getTime() + 28 * 86_400_000);
  const times = { startsAt: toLocalInput(now.toISOString()), endsAt: toLocalInput(later.toISOString()) };
  return { title: '', activityIds: [], ...times, bonusPoints: '', budgetPoints: '' };
}

/** The form filled from a saved campaign (the top-up starts empty). */
export function campaignValues(campaign: Campaign): CampaignFormValues {
  const { title, activityIds } = campaign;
  const times = { startsAt: toLocalInput(campaign.startsAt), endsAt: toLocalInput(campaign.endsAt) };
  return { title, activityIds, ...times, bonusPoints: String(campaign.bonusPoints), budgetPoints: '' };
}

const wholeIn = (text: string, min: number, max: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
};

/** What is wrong with the form (an empty object when it can be sent); `creating` needs a whole budget. */
export function checkCampaignValues(values: CampaignFormValues, creating: boolean): CampaignFormErrors {
  const errors: CampaignFormErrors = {};
  if (values.title.trim().length < 2) errors.title = 'title';
  if (values.activityIds.length === 0) errors.activities = 'activities';
  const start = Date.parse(values.startsAt);
  const end = Date.parse(values.endsAt);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) errors.endsAt = 'window';
  if (!wholeIn(values.bonusPoints, 1, CAMPAIGN_BONUS_MAX)) errors.bonusPoints = 'bonus';
  const budgetOk = creating
    ? wholeIn(values.budgetPoints, Number(values.bonusPoints) || 1, CAMPAIGN_BUDGET_MAX)
    : values.budgetPoints.trim() === '' || wholeIn(values.budgetPoints, 1, CAMPAIGN_BUDGET_MAX);
  if (!budgetOk) errors.budgetPoints = creating ? 'budget' : 'topUp';
  return errors;
}

/** The body of POST /admin/partners/:id/campaigns. */
export function toCampaignBody(values: CampaignFormValues): CampaignBody {
  return {
    title: values.title.trim(),
    activityIds: values.activityIds,
    startsAt: new Date(values.startsAt).toISOString(),
    endsAt: new Date(values.endsAt).toISOString(),
    bonusPoints: Number(values.bonusPoints),
    budgetPoints: Number(values.budgetPoints),
  };
}

/** The body of PATCH /admin/partner-campaigns/:id: only what changed from `initial`, and the top-up if any. */
export function toCampaignUpdate(
  values: CampaignFormValues,
  initial: CampaignFormValues,
): CampaignUpdateBody {
  const { budgetPoints, ...next } = toCampaignBody(values);
  const changed = (key: 'title' | 'startsAt' | 'endsAt' | 'bonusPoints') => values[key] !== initial[key];
  const sameActivities = values.activityIds.join() === initial.activityIds.join();
  return {
    ...(changed('title') ? { title: next.title } : {}),
    ...(sameActivities ? {} : { activityIds: next.activityIds }),
    ...(changed('startsAt') ? { startsAt: next.startsAt } : {}),
    ...(changed('endsAt') ? { endsAt: next.endsAt } : {}),
    ...(changed('bonusPoints') ? { bonusPoints: next.bonusPoints } : {}),
    ...(budgetPoints > 0 ? { addBudgetPoints: budgetPoints } : {}),
  };
}
