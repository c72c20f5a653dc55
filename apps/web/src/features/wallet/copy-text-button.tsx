import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** A small button that copies `text` and says so for a moment. */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => {
            setCopied(false);
          }, 2000);
        });
      }}
    >
      {copied ? t('wallet.copied') : t('wallet.copy')}
    </button>
  );
}
