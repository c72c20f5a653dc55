import { useState } from 'react';
import { TabList } from '../../components/tab-list';
import { useTranslation } from '../../i18n/use-translation';
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
      <TabList
        ids={TABS}
        selected={tab}
        onSelect={setTab}
        label={t('adminSecurity.tabsLabel')}
        idPrefix="security-tab"
        panelId="security-panel"
        labelOf={(id) => t(`adminSecurity.tabs.${id}`)}
      />
      <div role="tabpanel" id="security-panel" aria-labelledby={`security-tab-${tab}`} tabIndex={0}>
        <View hours={hours} />
      </div>
    </>
  );
}

/** Route /admin/security (canManageUsers, decision 039): the security centre's views in tabs. */
export function SecurityCentrePage() {
  return <SecurityTabs />;
}
