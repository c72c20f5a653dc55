import type { ContentOverride } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { ConfirmRemove } from './confirm-remove';
import { useOverrideActivity } from './get-override-activity.queries';

/** Props of ContentOverrideRow. */
export interface ContentOverrideRowProps {
  override: ContentOverride;
  busy: boolean;
  onEdit: (activity: { id: string; title: string }) => void;
  onRemove: (title: string) => void;
}

/** One activity's own rules, with Edit and Remove; the title comes from the activity itself. */
export function ContentOverrideRow({ override, busy, onEdit, onRemove }: ContentOverrideRowProps) {
  const { t } = useTranslation();
  const activity = useOverrideActivity(override.activityId);
  const title = activity.data?.title ?? override.activityId;
  const orDefault = (value: number | null) => (value === null ? t('pointsConfig.default') : String(value));
  return (
    <tr>
      <th scope="row" className="fw-normal" dir="auto">
        {title}
      </th>
      <td>{orDefault(override.basePoints)}</td>
      <td>{t(override.allowRepeats ? 'pointsConfig.content.yes' : 'pointsConfig.content.no')}</td>
      <td>{orDefault(override.cooldownSeconds)}</td>
      <td>
        {override.requiredTier ? t(`tiers.${override.requiredTier}`) : t('pointsConfig.content.anyTier')}
      </td>
      <td>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-label={t('pointsConfig.content.edit', { title })}
            onClick={() => {
              onEdit({ id: override.activityId, title });
            }}
          >
            {t('pointsConfig.editShort')}
          </button>
          <ConfirmRemove
            label={t('pointsConfig.content.remove', { title })}
            question={t('pointsConfig.content.removeQuestion', { title })}
            busy={busy}
            onRemove={() => {
              onRemove(title);
            }}
          />
        </div>
      </td>
    </tr>
  );
}
