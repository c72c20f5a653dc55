import { useForm } from 'react-hook-form';
import { controlClass, FormField, SubmitButton } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { createIdempotencyKey, isApiError } from '../../lib/api-client';
import { NewsletterFormSchema, type NewsletterForm as NewsletterValues } from '../../lib/form-schemas';
import { zodResolver } from '../../lib/zod-resolver';
import { useSubscribeNewsletter } from './newsletter.queries';

/** The footer's newsletter box ('Email*', Subscribe): checks the address, then starts double opt-in. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const subscribe = useSubscribeNewsletter();
  const { register, handleSubmit, formState, reset } = useForm<NewsletterValues>({
    resolver: zodResolver(NewsletterFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const error = formState.errors.email;
  const failure = subscribe.error && isApiError(subscribe.error) ? subscribe.error.message : null;
  const submit = handleSubmit(({ email }) => {
    subscribe.mutate(
      { email, idempotencyKey: createIdempotencyKey() },
      {
        onSuccess: () => {
          reset({ email: '' });
        },
      },
    );
  });
  return (
    <form
      className="si-newsletter"
      noValidate
      aria-labelledby="newsletter-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="newsletter-title" className="site-footer__heading">
        {t('newsletter.title')}
      </h2>
      <p className="site-footer__muted small">{t('newsletter.lead')}</p>
      <FormField id="newsletter-email" label={t('newsletter.emailLabel')} error={error} className="">
        {(aria) => (
          <div className="input-group has-validation">
            <input
              id="newsletter-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              className={controlClass(Boolean(error))}
              aria-required="true"
              placeholder={t('newsletter.placeholder')}
              {...aria}
              {...register('email')}
            />
            <SubmitButton
              className="btn btn-primary"
              pending={subscribe.isPending}
              label={t('newsletter.subscribe')}
              pendingLabel={t('newsletter.subscribe')}
            />
          </div>
        )}
      </FormField>
      <p className="small mt-2 mb-0" role="status">
        {subscribe.isSuccess ? t('newsletter.checkInbox') : ''}
        {failure ? <span className="text-danger-emphasis">{failure}</span> : null}
      </p>
    </form>
  );
}
