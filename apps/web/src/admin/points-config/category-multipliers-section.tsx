import { nameCategory, type ContentCategory } from '@streamit/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { useModerationCategories } from '../moderation/list-moderation-categories.queries';
import { CategoryBulkBar } from './category-bulk-bar';
import { CategoryRow } from './category-row';
import { useDeleteCategoryMultiplier } from './delete-category-multiplier.queries';
import { useCategoryMultipliers } from './list-category-multipliers.queries';
import { useCategoryDrafts } from './use-category-drafts';
import type { DraftToSave } from './use-previewed-save';

/** Props of CategoryMultipliersSection. */
export interface CategoryMultipliersSectionProps {
  onPreview: (draft: DraftToSave) => void;
  onAnnounce: (message: string) => void;
}

// Which categories are ticked for a bulk change.
function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (id: string, on: boolean): void => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  return {
    selected,
    select,
    clear: () => {
      setSelected(new Set());
    },
  };
}

function CategoryTable({
  categories,
  onPreview,
  onAnnounce,
}: CategoryMultipliersSectionProps & { categories: ContentCategory[] }) {
  const { t, i18n } = useTranslation();
  const multipliers = useCategoryMultipliers();
  const remove = useDeleteCategoryMultiplier();
  const saved = useMemo(
    () => new Map((multipliers.data?.items ?? []).map((item) => [item.categoryId, item])),
    [multipliers.data],
  );
  const drafts = useCategoryDrafts(saved);
  const { selected, select, clear } = useSelection();
  const chosen = categories.filter((category) => selected.has(category.id));
  return (
    <>
      <CategoryBulkBar
        count={chosen.length}
        onApply={(bp) => {
          onPreview(drafts.many(chosen, bp, clear));
        }}
      />
      <DataTable
        caption={t('pointsConfig.categories.caption')}
        roomy
        tableClassName="points-config-table"
        heads={[
          { key: 'select', label: t('pointsConfig.categories.selectColumn'), hidden: true },
          t('pointsConfig.categories.category'),
          t('pointsConfig.categories.current'),
          t('pointsConfig.categories.newMultiplier'),
          { key: 'actions', label: t('pointsConfig.actions'), hidden: true },
        ]}
      >
        {categories.map((category) => {
          const row = saved.get(category.id);
          return (
            <CategoryRow
              key={`${category.id}-${row?.version ?? 0}`}
              category={category}
              saved={row}
              selected={selected.has(category.id)}
              busy={remove.isPending}
              onSelect={(on) => {
                select(category.id, on);
              }}
              onReview={(bp) => {
                onPreview(drafts.single(category, bp));
              }}
              onRemove={() => {
                if (!row) return;
                remove.mutate(row.id, {
                  onSuccess: () => {
                    onAnnounce(
                      t('pointsConfig.categories.removed', {
                        name: nameCategory(category, i18n.language),
                      }),
                    );
                  },
                });
              }}
            />
          );
        })}
      </DataTable>
    </>
  );
}

/** Every category with its earning multiplier: edit one, or select several and set one multiplier. */
export function CategoryMultipliersSection(props: CategoryMultipliersSectionProps) {
  const { t } = useTranslation();
  const categories = useModerationCategories();
  if (categories.isPending) return <p className="text-body-secondary">{t('pointsConfig.loading')}</p>;
  if (categories.isError) return <p className="text-danger">{t('pointsConfig.errors.load')}</p>;
  if (categories.data.categories.length === 0) {
    return <p className="text-body-secondary">{t('pointsConfig.categories.none')}</p>;
  }
  return <CategoryTable categories={categories.data.categories} {...props} />;
}
