import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../components/form-field';
import { useTranslation } from 'react-i18next';
import { createIdempotencyKey, isApiError } from '../../lib/api-client';
import type { TranslationKey } from '../../lib/app-paths';
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
  const error = formState.errors.email?.message;
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
      <label htmlFor="newsletter-email" className="form-label">
        {t('newsletter.emailLabel')}
      </label>
      <div className="input-group has-validation">
        <input
          id="newsletter-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          placeholder={t('newsletter.placeholder')}
          {...register('email')}
        />
        <SubmitButton
          className="btn btn-primary"
          pending={subscribe.isPending}
          label={t('newsletter.subscribe')}
          pendingLabel={t('newsletter.subscribe')}
        />
      </div>
      {error ? (
        <p id="newsletter-error" className="invalid-feedback d-block">
          {t(error as TranslationKey)}
        </p>
      ) : null}
      <p className="small mt-2 mb-0" role="status">
        {subscribe.isSuccess ? t('newsletter.checkInbox') : ''}
        {failure ? <span className="text-danger-emphasis">{failure}</span> : null}
      </p>
    </form>
  );
}
