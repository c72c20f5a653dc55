import type { AdminSetupToken } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { setupLinkOf } from './admin-staff.queries';

/** The one-time setup link of a new or reset staff account, shown once to hand over privately. */
export function SetupLinkNotice({
  email,
  token,
  onDone,
}: {
  email: string;
  token: AdminSetupToken;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const link = setupLinkOf(token.setupToken);
  return (
    <div className="alert alert-success" role="status">
      <h2 className="h6">{t('adminStaff.link.title', { email })}</h2>
      <p className="mb-2">
        {t('adminStaff.link.body', { expires: new Date(token.setupExpiresAt).toLocaleString() })}
      </p>
      <p className="mb-2">
        <code dir="ltr" className="text-break" data-testid="admin-setup-link">
          {link}
        </code>
      </p>
      <div className="d-flex gap-2 flex-wrap">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => {
            void navigator.clipboard.writeText(link).then(() => {
              setCopied(true);
            });
          }}
        >
          {copied ? t('adminStaff.link.copied') : t('adminStaff.link.copy')}
        </button>
        <button type="button" className="btn btn-sm btn-primary" onClick={onDone}>
          {t('adminStaff.link.dismiss')}
        </button>
      </div>
    </div>
  );
}
