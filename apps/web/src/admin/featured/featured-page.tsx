import type { AdminFeaturedItem } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useCreateFeatured } from './create-featured.queries';
import { useDeleteFeatured } from './delete-featured.queries';
import {
  EMPTY_FEATURED_FORM,
  fromFeaturedItem,
  toFeaturedInput,
  type FeaturedFormValues,
} from './featured-form-values';
import { FeaturedForm } from './featured-form';
import { FeaturedList } from './featured-list';
import { useAdminFeatured } from './list-admin-featured.queries';
import { useUpdateFeatured } from './update-featured.queries';
import './featured.css';

type Editing = { mode: 'add' } | { mode: 'edit'; item: AdminFeaturedItem } | null;

// Create and update share the form; each answers whether the server took the values.
function useSaveFeatured(editing: Editing, done: (message: string) => void) {
  const { t } = useTranslation();
  const create = useCreateFeatured();
  const update = useUpdateFeatured();
  const save = async (values: FeaturedFormValues): Promise<boolean> => {
    try {
      const body = toFeaturedInput(values);
      if (editing?.mode === 'edit') await update.mutateAsync({ id: editing.item.id, body });
      else await create.mutateAsync(body);
      done(
        t(editing?.mode === 'edit' ? 'moderation.featured.saved' : 'moderation.featured.added', {
          headline: body.headline,
        }),
      );
      return true;
    } catch {
      return false;
    }
  };
  return { save, pending: create.isPending || update.isPending };
}

function FeaturedEditor({
  editing,
  onDone,
  onCancel,
}: {
  editing: NonNullable<Editing>;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { save, pending } = useSaveFeatured(editing, onDone);
  const edit = editing.mode === 'edit';
  return (
    <FeaturedForm
      key={edit ? editing.item.id : 'new'}
      title={t(edit ? 'moderation.featured.form.editTitle' : 'moderation.featured.form.addTitle')}
      initial={edit ? fromFeaturedItem(editing.item) : EMPTY_FEATURED_FORM}
      submitLabel={t(edit ? 'moderation.featured.form.save' : 'moderation.featured.form.add')}
      pending={pending}
      onSubmit={save}
      onCancel={onCancel}
    />
  );
}

function FeaturedContent() {
  const { t } = useTranslation();
  const list = useAdminFeatured();
  const remove = useDeleteFeatured();
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const finish = (message: string): void => {
    setEditing(null);
    setAnnouncement(message);
  };
  const onDelete = (item: AdminFeaturedItem): void => {
    remove.mutate(item.id, {
      onSuccess: () => {
        setAnnouncement(t('moderation.featured.deleted', { headline: item.headline }));
      },
    });
  };
  if (list.isPending) return <p className="text-body-secondary py-4">{t('moderation.featured.loading')}</p>;
  if (list.isError) {
    return (
      <ErrorState
        title={t('moderation.featured.errorTitle')}
        body={t('moderation.queue.errorBody')}
        retryLabel={t('moderation.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <>
      <p className="moderation-announcement" role="status" aria-live="polite">
        {announcement}
      </p>
      {editing ? (
        <FeaturedEditor
          editing={editing}
          onDone={finish}
          onCancel={() => {
            setEditing(null);
          }}
        />
      ) : (
        <button
          type="button"
          className="btn btn-primary mb-3"
          onClick={() => {
            setEditing({ mode: 'add' });
          }}
        >
          {t('moderation.featured.addButton')}
        </button>
      )}
      {list.data.items.length === 0 ? (
        <EmptyState
          title={t('moderation.featured.emptyTitle')}
          body={t('moderation.featured.emptyBody')}
          headingLevel={2}
        />
      ) : (
        <FeaturedList
          items={list.data.items}
          busy={remove.isPending}
          onEdit={(item) => {
            setEditing({ mode: 'edit', item });
          }}
          onDelete={onDelete}
          onAnnounce={setAnnouncement}
        />
      )}
    </>
  );
}

/** Route /admin/featured-content: the curated featured slots in order (canModerateContent; the server checks too). */
export function FeaturedPage() {
  return <FeaturedContent />;
}
