import {
  SUPPORT_ATTACHMENT_LIMITS,
  SUPPORT_TEXT_LIMITS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
} from '@streamit/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api-client';
import { useCreateTicket } from './support.queries';

/** Accepted types for the file picker; the server decides by content. */
export const ATTACHMENT_ACCEPT = SUPPORT_ATTACHMENT_LIMITS.types.join(',');

/** A ticket form's text fields and the chosen files (`attachments`), as the multipart body. */
export function ticketFormData(form: HTMLFormElement): FormData {
  const data = new FormData();
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === 'file') {
      for (const file of Array.from(element.files ?? [])) data.append(element.name, file);
    } else if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name
    ) {
      data.append(element.name, element.value);
    }
  }
  return data;
}

function useNewTicket() {
  const { t } = useTranslation();
  const create = useCreateTicket();
  const [created, setCreated] = useState<number | null>(null);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    create.mutate(ticketFormData(form), {
      onSuccess: (ticket) => {
        setCreated(ticket.number);
        form.reset();
      },
    });
  };
  const failure = create.error
    ? isApiError(create.error)
      ? create.error.message
      : t('support.form.failed')
    : null;
  return { submit, created, failure, pending: create.isPending };
}

function CategoryAndPriority() {
  const { t } = useTranslation();
  return (
    <>
      <div className="col-12 col-md-6">
        <label htmlFor="ticket-category" className="form-label">
          {t('support.form.category')}
        </label>
        <select id="ticket-category" name="category" className="form-select" required defaultValue="GENERAL">
          {TICKET_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`support.category.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-6">
        <label htmlFor="ticket-priority" className="form-label">
          {t('support.form.priority')}
        </label>
        <select id="ticket-priority" name="priority" className="form-select" defaultValue="NORMAL">
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`support.priority.${priority}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

function SubjectAndMessage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="col-12">
        <label htmlFor="ticket-subject" className="form-label">
          {t('support.form.subject')}
        </label>
        <input
          id="ticket-subject"
          name="subject"
          className="form-control"
          required
          maxLength={SUPPORT_TEXT_LIMITS.subjectMax}
        />
      </div>
      <div className="col-12">
        <label htmlFor="ticket-message" className="form-label">
          {t('support.form.message')}
        </label>
        <textarea
          id="ticket-message"
          name="message"
          className="form-control"
          rows={5}
          required
          maxLength={SUPPORT_TEXT_LIMITS.messageMax}
        />
      </div>
    </>
  );
}

function AttachmentsField() {
  const { t } = useTranslation();
  return (
    <div className="col-12">
      <label htmlFor="ticket-attachments" className="form-label">
        {t('support.form.attachments')}
      </label>
      <input
        id="ticket-attachments"
        name="attachments"
        type="file"
        className="form-control"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-describedby="ticket-attachments-hint"
      />
      <p id="ticket-attachments-hint" className="form-text mb-0">
        {t('support.form.attachmentsHint')}
      </p>
    </div>
  );
}

/** The new-ticket form (category, subject, message, urgency, attachments), sent as multipart. */
export function NewTicketForm() {
  const { t } = useTranslation();
  const { submit, created, failure, pending } = useNewTicket();
  return (
    <form className="card card-body mb-4" onSubmit={submit} aria-labelledby="new-ticket-title">
      <h2 id="new-ticket-title" className="h4 mb-3">
        {t('support.form.title')}
      </h2>
      <div className="row g-3">
        <CategoryAndPriority />
        <SubjectAndMessage />
        <AttachmentsField />
      </div>
      <FormAlert message={failure} className="mt-3 mb-0" />
      {created !== null ? (
        <p role="status" className="alert alert-success mt-3 mb-0">
          {t('support.form.created', { number: created })}
        </p>
      ) : null}
      <PendingButton
        type="submit"
        pending={pending}
        label={t('support.form.submit')}
        pendingLabel={t('support.form.submitting')}
        className="btn btn-primary mt-3 align-self-start"
      />
    </form>
  );
}
