import { MULTIPLIER_ONE, type ContentOverride, type CreatorOverride } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { ChangeList, type ChangeLine } from './change-list';
import type { ContentOverrideInput } from './content-override-values';
import { useCreateContentOverride } from './create-content-override.queries';
import { useCreateCreatorOverride } from './create-creator-override.queries';
import { formatMultiplier } from './multiplier';
import { useUpdateContentOverride } from './update-content-override.queries';
import { useUpdateCreatorOverride } from './update-creator-override.queries';
import type { DraftToSave } from './use-previewed-save';

/** Drafts that add or change a creator's multiplier, previewed on the default sample activities. */
export function useCreatorDrafts() {
  const { t, i18n } = useTranslation();
  const create = useCreateCreatorOverride();
  const update = useUpdateCreatorOverride();
  return (
    creator: { id: string; name: string },
    multiplierBp: number,
    saved?: CreatorOverride,
  ): DraftToSave => ({
    request: { draft: { creators: [{ creatorId: creator.id, multiplierBp }] } },
    title: t('pointsConfig.creators.previewTitle', { name: creator.name }),
    changes: (
      <ChangeList
        lines={[
          {
            label: creator.name,
            before: formatMultiplier(saved?.multiplierBp ?? MULTIPLIER_ONE, i18n.language),
            after: formatMultiplier(multiplierBp, i18n.language),
          },
        ]}
      />
    ),
    save: async () => {
      if (saved) await update.mutateAsync({ id: saved.id, multiplierBp, version: saved.version });
      else await create.mutateAsync({ creatorId: creator.id, multiplierBp });
      return t('pointsConfig.creators.saved', { name: creator.name });
    },
  });
}

function useContentLines() {
  const { t } = useTranslation();
  const text = (input: ContentOverrideInput | null, field: keyof ContentOverrideInput): string => {
    const value = input?.[field] ?? null;
    if (value === null) return t('pointsConfig.default');
    if (typeof value === 'boolean') return t(value ? 'pointsConfig.content.yes' : 'pointsConfig.content.no');
    return field === 'requiredTier'
      ? t(`tiers.${value as ContentOverride['requiredTier'] & string}`)
      : String(value);
  };
  return (before: ContentOverrideInput | null, after: ContentOverrideInput): ChangeLine[] =>
    (['basePoints', 'allowRepeats', 'cooldownSeconds', 'requiredTier'] as const).map((field) => ({
      label: t(`pointsConfig.content.fields.${field}`),
      before: text(before, field),
      after: text(after, field),
    }));
}

/** Drafts that add or change an activity's own rules, previewed on that activity. */
export function useContentDrafts() {
  const { t } = useTranslation();
  const create = useCreateContentOverride();
  const update = useUpdateContentOverride();
  const lines = useContentLines();
  return (
    activity: { id: string; title: string },
    values: ContentOverrideInput,
    saved?: ContentOverride,
  ): DraftToSave => ({
    request: { draft: { content: [{ activityId: activity.id, values }] }, activityIds: [activity.id] },
    title: t('pointsConfig.content.previewTitle', { title: activity.title }),
    changes: <ChangeList lines={lines(saved ?? null, values)} />,
    save: async () => {
      if (saved) await update.mutateAsync({ id: saved.id, body: { ...values, version: saved.version } });
      else await create.mutateAsync({ ...values, activityId: activity.id });
      return t('pointsConfig.content.saved', { title: activity.title });
    },
  });
}
