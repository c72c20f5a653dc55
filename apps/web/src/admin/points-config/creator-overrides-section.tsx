import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { CreatorOverrideForm } from './creator-override-form';
import { CreatorOverrideRow } from './creator-override-row';
import { useDeleteCreatorOverride } from './delete-creator-override.queries';
import { useCreatorOverrides } from './list-creator-overrides.queries';
import { useCreatorDrafts } from './use-override-drafts';
import type { DraftToSave } from './use-previewed-save';

/** Props of the override sections. */
export interface OverridesSectionProps {
  onPreview: (draft: DraftToSave) => void;
  onAnnounce: (message: string) => void;
}

/** Creators whose activities earn a multiplier: add one, change or remove it. */
export function CreatorOverridesSection({ onPreview, onAnnounce }: OverridesSectionProps) {
  const { t } = useTranslation();
  const list = useCreatorOverrides();
  const remove = useDeleteCreatorOverride();
  const draftOf = useCreatorDrafts();
  const items = list.data?.items ?? [];
  return (
    <>
      <CreatorOverrideForm
        onReview={(creator, bp) => {
          onPreview(
            draftOf(
              creator,
              bp,
              items.find((item) => item.creatorId === creator.id),
            ),
          );
        }}
      />
      {list.isError ? <p className="text-danger">{t('pointsConfig.errors.load')}</p> : null}
      {list.isSuccess && items.length === 0 ? (
        <p className="text-body-secondary">{t('pointsConfig.creators.none')}</p>
      ) : null}
      {items.length > 0 ? (
        <DataTable
          caption={t('pointsConfig.creators.caption')}
          roomy
          tableClassName="points-config-table"
          heads={[
            t('pointsConfig.creators.creator'),
            t('pointsConfig.categories.current'),
            t('pointsConfig.categories.newMultiplier'),
            { key: 'actions', label: t('pointsConfig.actions'), hidden: true },
          ]}
        >
          {items.map((item) => (
            <CreatorOverrideRow
              key={`${item.id}-${item.version}`}
              override={item}
              busy={remove.isPending}
              onReview={(bp) => {
                onPreview(draftOf({ id: item.creatorId, name: item.creatorId }, bp, item));
              }}
              onRemove={() => {
                remove.mutate(item.id, {
                  onSuccess: () => {
                    onAnnounce(t('pointsConfig.creators.removed'));
                  },
                });
              }}
            />
          ))}
        </DataTable>
      ) : null}
    </>
  );
}
