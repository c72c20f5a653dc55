import { ANALYTICS_GRANULARITIES, type AnalyticsGranularity } from '@streamit/contract';
import { useState } from 'react';
import { TabList } from '../../components/tab-list';
import { useTranslation } from '../../i18n/use-translation';
import { ContentView } from './analytics-content-view';
import { CreatorsView } from './analytics-creators-view';
import { GeoGrowthView } from './analytics-geo-growth-view';
import { ModerationView } from './analytics-moderation-view';
import { SecurityView } from './analytics-security-view';
import { presetRange, RANGE_PRESETS, type RangePreset } from './analytics-range';
import type { AnalyticsRange } from './analytics.queries';
import { GeographicView } from './analytics-geo-view';
import { PartnersView } from './analytics-partners-view';
import { DailyView, FinanceView, UsersView } from './analytics-views';

const TABS = [
  'users',
  'daily',
  'content',
  'finance',
  'geographic',
  'partners',
  'security',
  'moderation',
  'creators',
  'growth',
] as const;
type Tab = (typeof TABS)[number];
const VIEWS: Record<Tab, (props: { range: AnalyticsRange }) => React.JSX.Element> = {
  users: UsersView,
  daily: DailyView,
  content: ContentView,
  finance: FinanceView,
  geographic: GeographicView,
  partners: PartnersView,
  security: SecurityView,
  moderation: ModerationView,
  creators: CreatorsView,
  growth: GeoGrowthView,
};
const PRESETS = [...(Object.keys(RANGE_PRESETS) as (keyof typeof RANGE_PRESETS)[]), 'custom'] as const;

/** The first and last day of a custom range; a cleared field keeps the day it had. */
function CustomDays({
  range,
  onChange,
}: {
  range: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <label htmlFor="analytics-from" className="form-label">
          {t('adminAnalytics.from')}
        </label>
        <input
          id="analytics-from"
          type="date"
          className="form-control"
          value={range.from}
          max={range.to}
          onChange={(event) => {
            if (event.target.value) onChange({ ...range, from: event.target.value });
          }}
        />
      </div>
      <div>
        <label htmlFor="analytics-to" className="form-label">
          {t('adminAnalytics.to')}
        </label>
        <input
          id="analytics-to"
          type="date"
          className="form-control"
          value={range.to}
          min={range.from}
          onChange={(event) => {
            if (event.target.value) onChange({ ...range, to: event.target.value });
          }}
        />
      </div>
    </>
  );
}

/** Preset, granularity and (for custom) the two days. */
function RangeControls(props: {
  range: AnalyticsRange;
  preset: RangePreset;
  onChange: (preset: RangePreset, range: AnalyticsRange) => void;
}) {
  const { t } = useTranslation();
  const { range, preset, onChange } = props;
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
      <div>
        <label htmlFor="analytics-preset" className="form-label">
          {t('adminAnalytics.range')}
        </label>
        <select
          id="analytics-preset"
          className="form-select"
          value={preset}
          onChange={(event) => {
            const next = event.target.value as RangePreset;
            onChange(next, next === 'custom' ? range : presetRange(next, range.granularity));
          }}
        >
          {PRESETS.map((id) => (
            <option key={id} value={id}>
              {t(`adminAnalytics.presets.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="analytics-granularity" className="form-label">
          {t('adminAnalytics.granularity')}
        </label>
        <select
          id="analytics-granularity"
          className="form-select"
          value={range.granularity}
          onChange={(event) => {
            onChange(preset, { ...range, granularity: event.target.value as AnalyticsGranularity });
          }}
        >
          {ANALYTICS_GRANULARITIES.map((id) => (
            <option key={id} value={id}>
              {t(`adminAnalytics.granularities.${id}`)}
            </option>
          ))}
        </select>
      </div>
      {preset === 'custom' ? (
        <CustomDays
          range={range}
          onChange={(next) => {
            onChange(preset, next);
          }}
        />
      ) : null}
    </div>
  );
}

function AnalyticsTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('users');
  const [preset, setPreset] = useState<RangePreset>('30d');
  const [range, setRange] = useState<AnalyticsRange>(() => presetRange('30d', 'day'));
  const View = VIEWS[tab];
  return (
    <>
      <RangeControls
        range={range}
        preset={preset}
        onChange={(nextPreset, nextRange) => {
          setPreset(nextPreset);
          setRange(nextRange);
        }}
      />
      <TabList
        ids={TABS}
        selected={tab}
        onSelect={setTab}
        label={t('adminAnalytics.tabsLabel')}
        idPrefix="analytics-tab"
        panelId="analytics-panel"
        labelOf={(id) => t(`adminAnalytics.tabs.${id}`)}
      />
      <div role="tabpanel" id="analytics-panel" aria-labelledby={`analytics-tab-${tab}`} tabIndex={0}>
        <View range={range} />
      </div>
    </>
  );
}

/** Route /admin/analytics (canViewAnalytics): the analytics reports in tabs over a chosen range. */
export function AnalyticsPage() {
  return <AnalyticsTabs />;
}
