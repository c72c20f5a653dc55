import type { AdminExchange } from '@streamit/contract';
import { ModalDialog } from '../../components/modal-dialog';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Asks before an approval pays out: approving sends ARTFI on chain at once and cannot be taken back,
 * so the dialog states the amount, the member and the wallet it goes to.
 */
export function ApproveExchangeDialog({
  exchange,
  onConfirm,
  onClose,
}: {
  exchange: AdminExchange;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const artfi = Number(exchange.artfiAmount);
  return (
    <ModalDialog title={t('adminExchanges.confirm.title')} onClose={onClose}>
      <p>{t('adminExchanges.confirm.lead')}</p>
      <dl className="row mb-3" data-testid="approve-summary">
        <dt className="col-sm-4">{t('adminExchanges.confirm.amount')}</dt>
        <dd className="col-sm-8">
          {t('adminExchanges.confirm.amountValue', {
            count: exchange.pointsAmount,
            points: number.format(exchange.pointsAmount),
            artfi: Number.isFinite(artfi) ? number.format(artfi) : exchange.artfiAmount,
          })}
        </dd>
        <dt className="col-sm-4">{t('adminExchanges.member')}</dt>
        <dd className="col-sm-8">
          <span dir="auto">{exchange.memberName}</span>{' '}
          <span dir="ltr" className="text-body-secondary">
            ({exchange.memberEmail})
          </span>
        </dd>
        <dt className="col-sm-4">{t('adminExchanges.confirm.wallet')}</dt>
        <dd className="col-sm-8">
          <code dir="ltr" className="text-break">
            {exchange.payoutAddress}
          </code>
        </dd>
      </dl>
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('adminExchanges.confirm.back')}
        </button>
        <button
          type="button"
          className="btn btn-success"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {t('adminExchanges.confirm.pay')}
        </button>
      </div>
    </ModalDialog>
  );
}
