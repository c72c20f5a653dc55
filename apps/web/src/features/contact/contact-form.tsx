import { CONTACT_LIMITS, CONTACT_TOPICS } from '@streamit/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { CaptchaUnavailableError } from '../../lib/captcha';
import { ContactFormSchema, type ContactForm as ContactValues } from '../../lib/form-schemas';
import { zodResolver } from '../../lib/zod-resolver';
import { FormField } from '../../components/form-field';
import { useSendContactMessage } from './send-contact-message.queries';

const EMPTY: ContactValues = {
  name: '',
  email: '',
  topic: '' as ContactValues['topic'],
  subject: '',
  message: '',
};

function controlClass(base: string, invalid: boolean): string {
  return invalid ? `${base} is-invalid` : base;
}

function SentNotice({ reference, onAnother }: { reference: string; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="contact-sent" role="status">
      <h2 className="h4">{t('contact.form.sentTitle')}</h2>
      <p>{t('contact.form.sentBody')}</p>
      <p className="mb-4">
        {t('contact.form.reference')} <strong data-testid="contact-reference">{reference}</strong>
      </p>
      <button type="button" className="btn btn-outline-primary" onClick={onAnother}>
        {t('contact.form.another')}
      </button>
    </div>
  );
}

function useFailureMessage(error: Error | null, supportEmail: string | undefined): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  if (error instanceof CaptchaUnavailableError)
    return t('contact.form.captchaUnavailable', { email: supportEmail ?? '' });
  return isApiError(error) ? error.message : t('contact.form.failed');
}

/** The contact form (name, email, topic, subject, message): checked inline, sent with a solved captcha. */
export function ContactForm({ supportEmail }: { supportEmail: string | undefined }) {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const { register, handleSubmit, formState, reset } = useForm<ContactValues>({
    resolver: zodResolver(ContactFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const failure = useFailureMessage(send.error, supportEmail);
  if (send.data) {
    return (
      <SentNotice
        reference={send.data.reference}
        onAnother={() => {
          send.reset();
          reset(EMPTY);
        }}
      />
    );
  }
  const { errors } = formState;
  const submit = handleSubmit((values) => {
    send.mutate({ ...values, subject: values.subject || undefined });
  });
  return (
    <form
      className="contact-form"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="contact-form-title" className="h4 mb-3">
        {t('contact.form.title')}
      </h2>
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <FormField className="" id="contact-name" label={t('contact.form.name')} error={errors.name}>
            {(aria) => (
              <input
                id="contact-name"
                className={controlClass('form-control', Boolean(errors.name))}
                autoComplete="name"
                aria-required="true"
                maxLength={CONTACT_LIMITS.nameMax}
                {...aria}
                {...register('name')}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField className="" id="contact-email" label={t('contact.form.email')} error={errors.email}>
            {(aria) => (
              <input
                id="contact-email"
                type="email"
                className={controlClass('form-control', Boolean(errors.email))}
                autoComplete="email"
                aria-required="true"
                {...aria}
                {...register('email')}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField className="" id="contact-topic" label={t('contact.form.topic')} error={errors.topic}>
            {(aria) => (
              <select
                id="contact-topic"
                className={controlClass('form-select', Boolean(errors.topic))}
                aria-required="true"
                {...aria}
                {...register('topic')}
              >
                <option value="" disabled>
                  {t('contact.form.topicPlaceholder')}
                </option>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {t(`contact.topics.${topic}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField
            className=""
            id="contact-subject"
            label={t('contact.form.subject')}
            error={errors.subject}
          >
            {(aria) => (
              <input
                id="contact-subject"
                className={controlClass('form-control', Boolean(errors.subject))}
                maxLength={CONTACT_LIMITS.subjectMax}
                {...aria}
                {...register('subject')}
              />
            )}
          </FormField>
        </div>
        <div className="col-12">
          <FormField
            className=""
            id="contact-message"
            label={t('contact.form.message')}
            error={errors.message}
            hint={t('contact.form.messageHint')}
          >
            {(aria) => (
              <textarea
                id="contact-message"
                rows={6}
                maxLength={CONTACT_LIMITS.messageMax}
                className={controlClass('form-control', Boolean(errors.message))}
                aria-required="true"
                {...aria}
                {...register('message')}
              />
            )}
          </FormField>
        </div>
      </div>
      {failure ? (
        <div className="alert alert-danger mt-4 mb-0" role="alert">
          {failure}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary mt-4" disabled={send.isPending}>
        {send.isPending ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : null}
        {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
      </button>
    </form>
  );
}
