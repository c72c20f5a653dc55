import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';

// The store takes what members earn here, points and ARTFI, and nothing else: the strip shows those two, not card
// brands the platform does not accept (copy never promises what the product does not do).
function PointsMark() {
  return (
    <svg className="si-payment-logo" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="#f5c542" stroke="#b8860b" />
      <path d="M12 5.5l1.9 4 4.3.5-3.2 3 .9 4.3-3.9-2.2-3.9 2.2.9-4.3-3.2-3 4.3-.5z" fill="#fff" />
    </svg>
  );
}

function ArtfiMark() {
  return (
    <svg className="si-payment-logo" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="#e50914" stroke="#9b0610" />
      <path d="M12 5l5 13h-2.6l-1-2.8H10.6l-1 2.8H7zm0 4.6l-.8 3.4h1.6z" fill="#fff" />
    </svg>
  );
}

/** The footer's strip of what the store accepts: StreamIt points and ARTFI tokens, each linking to the shop. */
export function PaymentLogos() {
  const { t } = useTranslation();
  return (
    <ul className="si-payment-logos list-unstyled mb-0" aria-label={t('footer.paymentsLabel')}>
      <li>
        <Link to="/merchandise" className="si-payment-method">
          <PointsMark />
          {t('footer.payWithPoints')}
        </Link>
      </li>
      <li>
        <Link to="/merchandise" className="si-payment-method">
          <ArtfiMark />
          ARTFI
        </Link>
      </li>
    </ul>
  );
}
