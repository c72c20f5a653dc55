import type { WebhookDelivery } from '@streamit/contract';
import { useState } from 'react';
import { FormAlert } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { usePartnerWebhook, useRegisterWebhook, useResendDelivery } from './partners.queries';

function EndpointForm({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const register = useRegisterWebhook();
  const [url, setUrl] = useState(current ?? '');
  const error = register.error && isApiError(register.error) ? register.error.message : null;
  return (
    <form
      noValidate
      aria-label={t('partners.webhooks.title')}
      onSubmit={(event) => {
        event.preventDefault();
        register.mutate(url.trim());
      }}
    >
      <FormAlert message={error} />
      <label htmlFor="partner-webhook-url" className="form-label">
        {t('partners.webhooks.url')}
      </label>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <input
          id="partner-webhook-url"
          className="form-control w-auto flex-grow-1"
          dir="ltr"
          type="url"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={register.isPending}>
          {register.isPending ? t('partners.webhooks.saving') : t('partners.webhooks.save')}
        </button>
      </div>
      {register.data ? (
        <div className="alert alert-warning" role="status">
          <label htmlFor="partner-webhook-secret" className="form-label fw-semibold">
            {t('partners.webhooks.secret')}
          </label>
          <input
            id="partner-webhook-secret"
            className="form-control"
            dir="ltr"
            readOnly
            value={register.data.secret}
          />
          <p className="small mb-0 mt-2">{t('partners.webhooks.secretNote')}</p>
        </div>
      ) : null}
    </form>
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const resend = useResendDelivery();
  const last = delivery.log.at(-1);
  return (
    <tr>
      <td dir="ltr">{delivery.event}</td>
      <td>{t(`partners.webhooks.statuses.${delivery.status}`)}</td>
      <td>{delivery.attempts}</td>
      <td dir="ltr">{last ? (last.statusCode ?? last.error ?? '') : ''}</td>
      <td>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={resend.isPending}
          onClick={() => {
            resend.mutate(delivery.id);
          }}
        >
          {t('partners.webhooks.resend', { event: delivery.event })}
        </button>
      </td>
    </tr>
  );
}

function DeliveryTable({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const { t } = useTranslation();
  if (deliveries.length === 0) return <p>{t('partners.webhooks.none')}</p>;
  const heads = ['event', 'status', 'attempts', 'last', 'actions'] as const;
  return (
    <div
      className="table-responsive"
      role="region"
      aria-label={t('partners.webhooks.deliveries')}
      tabIndex={0}
    >
      <table className="table table-sm align-middle">
        <caption className="visually-hidden">{t('partners.webhooks.deliveries')}</caption>
        <thead>
          <tr>
            {heads.map((head) => (
              <th scope="col" key={head}>
                {t(`partners.webhooks.heads.${head}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The portal's webhook panel: the endpoint, its secret once, and the delivery log with "send again". */
export function PartnerWebhooks() {
  const { t } = useTranslation();
  const webhook = usePartnerWebhook();
  if (webhook.isPending) return null;
  if (!webhook.data) return <p role="alert">{t('partners.webhooks.failed')}</p>;
  const current = webhook.data.webhook?.url ?? null;
  return (
    <section className="mt-5" aria-labelledby="partner-webhooks-title">
      <h2 id="partner-webhooks-title" className="h5">
        {t('partners.webhooks.title')}
      </h2>
      <p className="small">{t('partners.webhooks.lead')}</p>
      {current ? <p dir="auto">{t('partners.webhooks.current', { url: current })}</p> : null}
      <EndpointForm current={current} />
      <DeliveryTable deliveries={webhook.data.deliveries} />
    </section>
  );
}
