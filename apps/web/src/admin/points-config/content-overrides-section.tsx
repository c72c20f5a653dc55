import type { ContentOverride } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import type { PickedActivity } from './activity-search';
import { ContentOverrideForm } from './content-override-form';
import { ContentOverrideRow } from './content-override-row';
import { EMPTY_CONTENT_FORM, fromContentOverride } from './content-override-values';
import type { OverridesSectionProps } from './creator-overrides-section';
import { useDeleteContentOverride } from './delete-content-override.queries';
import { useContentOverrides } from './list-content-overrides.queries';
import { useContentDrafts } from './use-override-drafts';

type Editing = { activity: PickedActivity | null; saved?: ContentOverride } | null;

function ContentTable({
  items,
  busy,
  onEdit,
  onRemove,
}: {
  items: ContentOverride[];
  busy: boolean;
  onEdit: (item: ContentOverride, activity: PickedActivity) => void;
  onRemove: (item: ContentOverride, title: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('pointsConfig.content.caption')}
      roomy
      tableClassName="points-config-table"
      heads={[
        t('pointsConfig.content.activity'),
        t('pointsConfig.content.fields.basePoints'),
        t('pointsConfig.content.fields.allowRepeats'),
        t('pointsConfig.content.fields.cooldownSeconds'),
        t('pointsConfig.content.fields.requiredTier'),
        { key: 'actions', label: t('pointsConfig.actions'), hidden: true },
      ]}
    >
      {items.map((item) => (
        <ContentOverrideRow
          key={`${item.id}-${item.version}`}
          override={item}
          busy={busy}
          onEdit={(activity) => {
            onEdit(item, activity);
          }}
          onRemove={(title) => {
            onRemove(item, title);
          }}
        />
      ))}
    </DataTable>
  );
}

/** Activities with their own earning rules: add, edit or remove them. */
export function ContentOverridesSection({ onPreview, onAnnounce }: OverridesSectionProps) {
  const { t } = useTranslation();
  const list = useContentOverrides();
  const remove = useDeleteContentOverride();
  const draftOf = useContentDrafts();
  const [editing, setEditing] = useState<Editing>(null);
  const items = list.data?.items ?? [];
  return (
    <>
      {editing ? (
        <ContentOverrideForm
          key={editing.saved?.id ?? 'new'}
          activity={editing.activity}
          initial={editing.saved ? fromContentOverride(editing.saved) : EMPTY_CONTENT_FORM}
          onCancel={() => {
            setEditing(null);
          }}
          onReview={(activity, values) => {
            const saved = editing.saved ?? items.find((item) => item.activityId === activity.id);
            const draft = draftOf(activity, values, saved);
            onPreview({
              ...draft,
              save: async () => {
                const message = await draft.save();
                setEditing(null);
                return message;
              },
            });
          }}
        />
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary mb-3"
          onClick={() => {
            setEditing({ activity: null });
          }}
        >
          {t('pointsConfig.content.addButton')}
        </button>
      )}
      {list.isError ? <p className="text-danger">{t('pointsConfig.errors.load')}</p> : null}
      {list.isSuccess && items.length === 0 ? (
        <p className="text-body-secondary">{t('pointsConfig.content.none')}</p>
      ) : null}
      {items.length > 0 ? (
        <ContentTable
          items={items}
          busy={remove.isPending}
          onEdit={(item, activity) => {
            setEditing({ activity, saved: item });
          }}
          onRemove={(item, title) => {
            remove.mutate(item.id, {
              onSuccess: () => {
                onAnnounce(t('pointsConfig.content.removed', { title }));
              },
            });
          }}
        />
      ) : null}
    </>
  );
}
