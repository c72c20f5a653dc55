import type { AdminSetupToken } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { setupLinkOf } from './admin-staff.queries';

/**
 * The one-time setup link of a reset staff account, or of an invitation that could not be e-mailed
 * (`notEmailed`, said so), shown once to hand over privately.
 */
export function SetupLinkNotice({
  email,
  token,
  notEmailed = false,
  onDone,
}: {
  email: string;
  token: AdminSetupToken;
  notEmailed?: boolean;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [copied, setCopied] = useState(false);
  const link = setupLinkOf(token.setupToken);
  return (
    <div className={`alert ${notEmailed ? 'alert-warning' : 'alert-success'}`} role="status">
      <h2 className="h6">
        {notEmailed ? t('adminStaff.link.notEmailedTitle', { email }) : t('adminStaff.link.title', { email })}
      </h2>
      <p className="mb-2">
        {t(notEmailed ? 'adminStaff.link.notEmailedBody' : 'adminStaff.link.body', {
          expires: new Date(token.setupExpiresAt).toLocaleString(i18n.language),
        })}
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
