import type { WalletInfo } from '@streamit/contract';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { WalletSection } from './wallet-ui';

function AddressQrCode({ address, alt }: { address: string; alt: string }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void toDataURL(address, { width: 160, margin: 1 }).then((url) => {
      if (current) setDataUrl(url);
    });
    return () => {
      current = false;
    };
  }, [address]);
  if (!dataUrl) return <div style={{ width: 160, height: 160 }} aria-hidden="true" />;
  return <img src={dataUrl} alt={alt} width={160} height={160} />;
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard.writeText(text).then(() => {
      setCopied(true);
    });
  };
  return (
    <>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={copy}>
        {t('walletCustody.address.copy')}
      </button>
      <span role="status" className="ms-2 small">
        {copied ? t('walletCustody.address.copied') : ''}
      </span>
    </>
  );
}

/** The member's wallet addresses with copy and QR code; public data only. */
export function WalletAddressSection({ wallets }: { wallets: WalletInfo[] }) {
  const { t } = useTranslation();
  return (
    <WalletSection id="wallet-address" title={t('walletCustody.address.title')}>
      <ul className="list-unstyled mb-0">
        {wallets.map((wallet) => (
          <li key={wallet.id} className="d-flex flex-wrap gap-3 align-items-center mb-3">
            <AddressQrCode address={wallet.address} alt={t('walletCustody.address.qrAlt')} />
            <div>
              <p className="mb-1 small text-body-secondary">
                {t(
                  wallet.kind === 'CUSTODIAL'
                    ? 'walletCustody.kind.custodial'
                    : 'walletCustody.kind.external',
                )}
                {wallet.isPayout ? ` · ${t('walletCustody.payout.badge')}` : ''}
              </p>
              <code dir="ltr" className="d-block text-break mb-2" data-testid="wallet-address-value">
                {wallet.address}
              </code>
              <CopyButton text={wallet.address} />
            </div>
          </li>
        ))}
      </ul>
    </WalletSection>
  );
}
