import { CONTACT_LIMITS, CONTACT_TOPICS } from '@streamit/contract';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { CaptchaUnavailableError } from '../../lib/captcha';
import { ContactFormSchema, type ContactForm as ContactValues } from '../../lib/form-schemas';
import { zodResolver } from '../../lib/zod-resolver';
import { FormAlert, InputField, SelectField, SubmitButton, TextareaField } from '../../components/form-field';
import { useSendContactMessage } from './send-contact-message.queries';

const EMPTY: ContactValues = {
  name: '',
  email: '',
  topic: '' as ContactValues['topic'],
  subject: '',
  message: '',
};

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

interface ContactFieldsProps {
  register: UseFormRegister<ContactValues>;
  errors: FieldErrors<ContactValues>;
}

function ContactFields({ register, errors }: ContactFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="row g-3">
      <InputField
        className="col-12 col-md-6"
        id="contact-name"
        label={t('contact.form.name')}
        error={errors.name}
        registration={register('name')}
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.nameMax}
      />
      <InputField
        className="col-12 col-md-6"
        id="contact-email"
        type="email"
        label={t('contact.form.email')}
        error={errors.email}
        registration={register('email')}
        autoComplete="email"
        required
      />
      <SelectField
        className="col-12 col-md-6"
        id="contact-topic"
        label={t('contact.form.topic')}
        error={errors.topic}
        registration={register('topic')}
        placeholder={t('contact.form.topicPlaceholder')}
        options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`contact.topics.${topic}`) }))}
        required
      />
      <InputField
        className="col-12 col-md-6"
        id="contact-subject"
        label={t('contact.form.subject')}
        error={errors.subject}
        registration={register('subject')}
        maxLength={CONTACT_LIMITS.subjectMax}
      />
      <TextareaField
        className="col-12"
        id="contact-message"
        label={t('contact.form.message')}
        error={errors.message}
        registration={register('message')}
        hint={t('contact.form.messageHint')}
        rows={6}
        maxLength={CONTACT_LIMITS.messageMax}
        required
      />
    </div>
  );
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
      <ContactFields register={register} errors={errors} />
      <FormAlert message={failure} className="mt-4 mb-0" />
      <SubmitButton
        pending={send.isPending}
        label={t('contact.form.send')}
        pendingLabel={t('contact.form.sending')}
        className="btn btn-primary mt-4"
      />
    </form>
  );
}
