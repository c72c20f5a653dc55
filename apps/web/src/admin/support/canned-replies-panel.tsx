import { SUPPORT_TEXT_LIMITS, type CannedReply } from '@streamit/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import {
  useCannedReplies,
  useCreateCannedReply,
  useDeleteCannedReply,
  useUpdateCannedReply,
} from './support-desk.queries';

const TITLE_MAX = 100;

function failureText(error: Error | null, fallback: string): string | null {
  if (!error) return null;
  return isApiError(error) ? error.message : fallback;
}

interface CannedFormProps {
  initial: { title: string; body: string };
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (values: { title: string; body: string }) => void;
  onCancel?: () => void;
}

/** Title and text of one canned reply, for adding or changing it. */
function CannedForm({ initial, submitLabel, pending, error, onSubmit, onCancel }: CannedFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit({ title: title.trim(), body: body.trim() });
  };
  return (
    <form onSubmit={submit} className="border rounded p-2 mb-2">
      <label htmlFor={`${id}-title`} className="form-label small">
        {t('supportDesk.cannedTitle')}
      </label>
      <input
        id={`${id}-title`}
        className="form-control form-control-sm mb-2"
        required
        maxLength={TITLE_MAX}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
        }}
      />
      <label htmlFor={`${id}-body`} className="form-label small">
        {t('supportDesk.cannedBody')}
      </label>
      <textarea
        id={`${id}-body`}
        className="form-control form-control-sm mb-2"
        rows={3}
        required
        maxLength={SUPPORT_TEXT_LIMITS.messageMax}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
        }}
      />
      <FormAlert message={failureText(error, t('supportDesk.failed'))} />
      <div className="d-flex gap-2">
        <PendingButton
          type="submit"
          className="btn btn-sm btn-primary"
          pending={pending}
          label={submitLabel}
          pendingLabel={t('supportDesk.sending')}
        />
        {onCancel ? (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
            {t('supportDesk.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** A saved reply open for editing in its place in the list. */
function CannedEditItem({ reply, onClose }: { reply: CannedReply; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCannedReply();
  return (
    <li className="list-group-item">
      <CannedForm
        initial={reply}
        submitLabel={t('supportDesk.cannedSave')}
        pending={update.isPending}
        error={update.error}
        onSubmit={(values) => {
          update.mutate({ id: reply.id, ...values }, { onSuccess: onClose });
        }}
        onCancel={onClose}
      />
    </li>
  );
}

/** One saved reply: its text, and edit or delete (delete asks once more). */
function CannedRow({ reply }: { reply: CannedReply }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const remove = useDeleteCannedReply();
  if (mode === 'edit')
    return (
      <CannedEditItem
        reply={reply}
        onClose={() => {
          setMode('view');
        }}
      />
    );
  return (
    <li className="list-group-item">
      <strong className="d-block">{reply.title}</strong>
      <p className="small mb-2 text-body-secondary" style={{ whiteSpace: 'pre-line' }}>
        {reply.body}
      </p>
      <FormAlert message={failureText(remove.error, t('supportDesk.failed'))} />
      {mode === 'confirm' ? (
        <div className="d-flex gap-2 align-items-center" role="group" aria-label={reply.title}>
          <span className="small">{t('supportDesk.cannedDeleteConfirm', { title: reply.title })}</span>
          <PendingButton
            className="btn btn-sm btn-danger"
            pending={remove.isPending}
            label={t('supportDesk.cannedDelete')}
            pendingLabel={t('supportDesk.sending')}
            onClick={() => {
              remove.mutate(reply.id);
            }}
          />
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => {
              setMode('view');
            }}
          >
            {t('supportDesk.cancel')}
          </button>
        </div>
      ) : (
        <div className="d-flex gap-2" role="group" aria-label={reply.title}>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => {
              setMode('edit');
            }}
          >
            {t('supportDesk.cannedEdit')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => {
              setMode('confirm');
            }}
          >
            {t('supportDesk.cannedDelete')}
          </button>
        </div>
      )}
    </li>
  );
}

/** The desk's saved replies: add, change and remove them (each change is audited on the server). */
export function CannedRepliesPanel() {
  const { t } = useTranslation();
  const canned = useCannedReplies();
  const create = useCreateCannedReply();
  const [formKey, setFormKey] = useState(0);
  return (
    <section aria-labelledby="canned-replies-title" className="mt-4">
      <h2 id="canned-replies-title" className="h5">
        {t('supportDesk.cannedManage')}
      </h2>
      <p className="small text-body-secondary">{t('supportDesk.cannedSummary')}</p>
      <CannedForm
        key={formKey}
        initial={{ title: '', body: '' }}
        submitLabel={t('supportDesk.cannedAdd')}
        pending={create.isPending}
        error={create.error}
        onSubmit={(values) => {
          create.mutate(values, {
            onSuccess: () => {
              setFormKey((key) => key + 1);
            },
          });
        }}
      />
      {canned.data?.items.length === 0 ? <p className="small">{t('supportDesk.cannedEmpty')}</p> : null}
      <ul className="list-group">
        {canned.data?.items.map((reply) => (
          <CannedRow key={reply.id} reply={reply} />
        ))}
      </ul>
    </section>
  );
}
