import { STORE_ORDER_TRANSITIONS, type AdminStoreOrder } from '@streamit/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { readFormText } from '../../features/store/form-text';
import { useTranslation } from '../../i18n/use-translation';
import type { StoreAction } from './store-admin.queries';

type Run = (action: StoreAction) => void;

function ShipForm({ order, run }: { order: AdminStoreOrder; run: Run }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const carrier = readFormText(data, 'carrier');
    const trackingNumber = readFormText(data, 'tracking');
    run({ kind: 'advance', id: order.id, body: { status: 'SHIPPED', carrier, trackingNumber } });
  };
  return (
    <form className="d-flex flex-wrap gap-1 align-items-end" onSubmit={submit}>
      <div>
        <label htmlFor={`${id}-carrier`} className="form-label small mb-0">
          {t('adminStore.orders.carrier')}
        </label>
        <input
          id={`${id}-carrier`}
          name="carrier"
          className="form-control form-control-sm"
          required
          minLength={2}
          maxLength={80}
        />
      </div>
      <div>
        <label htmlFor={`${id}-tracking`} className="form-label small mb-0">
          {t('adminStore.orders.tracking')}
        </label>
        <input
          id={`${id}-tracking`}
          name="tracking"
          className="form-control form-control-sm"
          dir="ltr"
          required
          minLength={4}
          maxLength={80}
        />
      </div>
      <button type="submit" className="btn btn-sm btn-primary">
        {t('adminStore.orders.ship')}
      </button>
    </form>
  );
}

/** The next steps staff may take on an order: pack, ship, deliver, cancel, refund (STORE_ORDER_TRANSITIONS). */
export function StoreOrderActions({ order, run }: { order: AdminStoreOrder; run: Run }) {
  const { t } = useTranslation();
  const [shipping, setShipping] = useState(false);
  const next = STORE_ORDER_TRANSITIONS[order.status];
  const close = (kind: 'cancel' | 'refund') => {
    const reason = window.prompt(t(`adminStore.orders.${kind}Reason`))?.trim();
    if (reason) run({ kind, id: order.id, reason });
  };
  const button = (label: string, onClick: () => void, style = 'btn-outline-secondary') => (
    <button type="button" className={`btn btn-sm ${style}`} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <div className="d-flex flex-wrap gap-1">
      {next.includes('FULFILLING')
        ? button(t('adminStore.orders.pack'), () => {
            run({ kind: 'advance', id: order.id, body: { status: 'FULFILLING' } });
          })
        : null}
      {next.includes('SHIPPED') && !shipping
        ? button(
            t('adminStore.orders.ship'),
            () => {
              setShipping(true);
            },
            'btn-primary',
          )
        : null}
      {next.includes('DELIVERED')
        ? button(t('adminStore.orders.deliver'), () => {
            run({ kind: 'advance', id: order.id, body: { status: 'DELIVERED' } });
          })
        : null}
      {next.includes('CANCELLED')
        ? button(
            t('adminStore.orders.cancel'),
            () => {
              close('cancel');
            },
            'btn-outline-danger',
          )
        : null}
      {next.includes('REFUNDED')
        ? button(
            t('adminStore.orders.refund'),
            () => {
              close('refund');
            },
            'btn-outline-danger',
          )
        : null}
      {shipping && next.includes('SHIPPED') ? <ShipForm order={order} run={run} /> : null}
    </div>
  );
}
