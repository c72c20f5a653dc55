import { useTranslation } from '../../../i18n/use-translation';

// Simplified marks drawn inline (no image requests); each card carries its accessible name.
function CardFrame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <li>
      <svg className="si-payment-logo" viewBox="0 0 60 38" role="img" aria-label={label}>
        <rect x="0.5" y="0.5" width="59" height="37" rx="5" fill="#fff" stroke="#d0d4da" />
        {children}
      </svg>
    </li>
  );
}

/** The footer's strip of accepted payment methods. */
export function PaymentLogos() {
  const { t } = useTranslation();
  return (
    <ul className="si-payment-logos list-unstyled mb-0" aria-label={t('footer.paymentsLabel')}>
      <CardFrame label="Visa">
        <text
          x="30"
          y="24"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="14"
          fontWeight="700"
          fontStyle="italic"
          fill="#1a1f71"
        >
          VISA
        </text>
      </CardFrame>
      <CardFrame label="Mastercard">
        <circle cx="25" cy="19" r="9" fill="#eb001b" />
        <circle cx="35" cy="19" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </CardFrame>
      <CardFrame label="PayPal">
        <text
          x="30"
          y="23"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="11"
          fontWeight="700"
          fontStyle="italic"
        >
          <tspan fill="#003087">Pay</tspan>
          <tspan fill="#009cde">Pal</tspan>
        </text>
      </CardFrame>
      <CardFrame label="Apple Pay">
        <text
          x="30"
          y="23"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="11"
          fontWeight="600"
          fill="#000"
        >
          Apple Pay
        </text>
      </CardFrame>
      <CardFrame label="Google Pay">
        <text
          x="30"
          y="23"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="10.5"
          fontWeight="600"
          fill="#3c4043"
        >
          G Pay
        </text>
      </CardFrame>
    </ul>
  );
}
