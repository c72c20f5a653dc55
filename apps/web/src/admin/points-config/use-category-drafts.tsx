import {
  MULTIPLIER_ONE,
  nameCategory,
  type CategoryMultiplier,
  type ContentCategory,
} from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useBulkCategoryMultipliers } from './bulk-category-multipliers.queries';
import { ChangeList } from './change-list';
import { useCreateCategoryMultiplier } from './create-category-multiplier.queries';
import { formatMultiplier } from './multiplier';
import { useUpdateCategoryMultiplier } from './update-category-multiplier.queries';
import type { DraftToSave } from './use-previewed-save';

/** Drafts for one category's multiplier (create or update) and for one multiplier on many categories. */
export function useCategoryDrafts(saved: ReadonlyMap<string, CategoryMultiplier>) {
  const { t, i18n } = useTranslation();
  const create = useCreateCategoryMultiplier();
  const update = useUpdateCategoryMultiplier();
  const bulk = useBulkCategoryMultipliers();
  const line = (category: ContentCategory, multiplierBp: number) => ({
    label: nameCategory(category, i18n.language),
    before: formatMultiplier(saved.get(category.id)?.multiplierBp ?? MULTIPLIER_ONE, i18n.language),
    after: formatMultiplier(multiplierBp, i18n.language),
  });
  const single = (category: ContentCategory, multiplierBp: number): DraftToSave => ({
    request: { draft: { categories: [{ categoryId: category.id, multiplierBp }] } },
    title: t('pointsConfig.categories.previewTitle', { name: nameCategory(category, i18n.language) }),
    changes: <ChangeList lines={[line(category, multiplierBp)]} />,
    save: async () => {
      const row = saved.get(category.id);
      if (row) await update.mutateAsync({ id: row.id, multiplierBp, version: row.version });
      else await create.mutateAsync({ categoryId: category.id, multiplierBp });
      return t('pointsConfig.categories.saved', { name: nameCategory(category, i18n.language) });
    },
  });
  const many = (categories: ContentCategory[], multiplierBp: number, onSaved: () => void): DraftToSave => {
    const items = categories.map((category) => ({ categoryId: category.id, multiplierBp }));
    return {
      request: { draft: { categories: items } },
      title: t('pointsConfig.categories.bulkPreviewTitle', { count: categories.length }),
      changes: <ChangeList lines={categories.map((category) => line(category, multiplierBp))} />,
      save: async () => {
        await bulk.mutateAsync(items);
        onSaved();
        return t('pointsConfig.categories.bulkSaved', { count: categories.length });
      },
    };
  };
  return { single, many };
}
