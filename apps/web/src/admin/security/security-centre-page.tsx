import { SECURITY_CENTRE_PERMISSION } from '@streamit/contract';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/use-session';
import { AdminScreen } from '../moderation/admin-screen';
import { BulkCheckView, ReportView } from './security-actions';
import { AnomaliesView, FailedLoginsView, SuspiciousView, VpnView } from './security-views';

const TABS = ['failed', 'suspicious', 'vpn', 'anomalies', 'bulk', 'report'] as const;
type Tab = (typeof TABS)[number];
const WINDOWS = [1, 24, 168, 720] as const;

const VIEWS: Record<Tab, (props: { hours: number }) => React.JSX.Element> = {
  failed: FailedLoginsView,
  suspicious: SuspiciousView,
  vpn: VpnView,
  anomalies: AnomaliesView,
  bulk: BulkCheckView,
  report: ReportView,
};

function SecurityTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('failed');
  const [hours, setHours] = useState<number>(24);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // Arrow keys move between tabs (WAI-ARIA tabs pattern); the view follows the focus.
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl =
      document.documentElement.dir === 'rtl' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft');
    const next = (index + (rtl ? -step : step) + TABS.length) % TABS.length;
    setTab(TABS[next] ?? 'failed');
    buttons.current[next]?.focus();
  };
  const View = VIEWS[tab];
  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <div>
          <label htmlFor="security-window" className="form-label">
            {t('adminSecurity.window')}
          </label>
          <select
            id="security-window"
            className="form-select"
            value={hours}
            onChange={(event) => {
              setHours(Number(event.target.value));
            }}
          >
            {WINDOWS.map((value) => (
              <option key={value} value={value}>
                {value % 24 === 0 && value > 24
                  ? t('adminSecurity.windowDays', { count: value / 24 })
                  : t('adminSecurity.windowHours', { count: value })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div
        role="tablist"
        aria-label={t('adminSecurity.tabsLabel')}
        className="nav nav-tabs flex-nowrap overflow-auto mb-3"
      >
        {TABS.map((id, index) => (
          <button
            key={id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`security-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="security-panel"
            tabIndex={tab === id ? 0 : -1}
            className={`nav-link text-nowrap${tab === id ? ' active' : ''}`}
            onClick={() => {
              setTab(id);
            }}
            onKeyDown={(event) => {
              onKey(event, index);
            }}
          >
            {t(`adminSecurity.tabs.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="security-panel" aria-labelledby={`security-tab-${tab}`} tabIndex={0}>
        <View hours={hours} />
      </div>
    </>
  );
}

/** Route /admin/security (canManageUsers, decision 039): the security centre's views in tabs. */
export function SecurityCentrePage() {
  const { t } = useTranslation();
  const { admin } = useSession();
  return (
    <AdminScreen
      title={t('adminSecurity.title')}
      summary={t('adminSecurity.summary')}
      allowed={admin?.[SECURITY_CENTRE_PERMISSION] === true}
    >
      <SecurityTabs />
    </AdminScreen>
  );
}
