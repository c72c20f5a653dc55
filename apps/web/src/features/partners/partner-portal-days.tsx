import {
  PARTNER_PORTAL_DAY_SPANS,
  type PartnerDay,
  type PartnerPortalDays as Figures,
  type PartnerPortalDaySpan,
} from '@streamit/contract';
import { useId, useMemo, useState } from 'react';
import { DownloadButton } from '../../components/download-button';
import { useTranslation } from '../../i18n/use-translation';
import { anchorDate, formatNumber } from '../../lib/format-locale';
import { downloadPartnerPortalDays, usePartnerPortalDays } from './partner-portal-days.queries';
import { PortalTable } from './portal-table';

const HEADS = ['reach', 'views', 'completions', 'bonusPaid', 'budgetLeft'] as const;
const ALL = 'all';

/** A UTC day (YYYY-MM-DD) in the reader's language: the server counts UTC days, so the date must not shift. */
function useDayFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    return (day: string) => anchorDate(format.format(new Date(`${day}T00:00:00Z`)), i18n.language);
  }, [i18n.language]);
}

function DaysTable({ caption, days }: { caption: string; days: PartnerDay[] }) {
  const { t, i18n } = useTranslation();
  const formatDay = useDayFormat();
  // Newest first: the day a partner checks is today.
  const rows = [...days].reverse();
  return (
    <PortalTable
      caption={caption}
      heads={[
        t('partnerPortal.days.heads.day'),
        ...HEADS.map((head) => t(`partnerPortal.days.heads.${head}`)),
      ]}
      numericFrom={1}
    >
      {rows.map((row) => (
        <tr key={row.day} data-day={row.day}>
          <th scope="row" className="text-nowrap fw-normal">
            {formatDay(row.day)}
          </th>
          {HEADS.map((head) => (
            <td key={head} className="text-end">
              {formatNumber(row[head], i18n.language)}
            </td>
          ))}
        </tr>
      ))}
    </PortalTable>
  );
}

function Choices(props: {
  span: PartnerPortalDaySpan;
  onSpan: (span: PartnerPortalDaySpan) => void;
  campaign: string;
  onCampaign: (id: string) => void;
  figures: Figures | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="d-flex flex-wrap gap-3 mb-3">
      <div>
        <label htmlFor={`${id}-span`} className="form-label">
          {t('partnerPortal.days.span')}
        </label>
        <select
          id={`${id}-span`}
          className="form-select"
          value={props.span}
          onChange={(event) => {
            props.onSpan(event.target.value as PartnerPortalDaySpan);
          }}
        >
          {PARTNER_PORTAL_DAY_SPANS.map((span) => (
            <option key={span} value={span}>
              {t(`partnerPortal.days.spans.${span}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex-grow-1">
        <label htmlFor={`${id}-campaign`} className="form-label">
          {t('partnerPortal.days.campaign')}
        </label>
        <select
          id={`${id}-campaign`}
          className="form-select"
          value={props.campaign}
          onChange={(event) => {
            props.onCampaign(event.target.value);
          }}
        >
          <option value={ALL}>{t('partnerPortal.days.all')}</option>
          {props.figures?.campaigns.map((campaign) => (
            <option key={campaign.campaignId} value={campaign.campaignId} dir="auto">
              {campaign.title}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function shownSeries(figures: Figures, campaign: string, allLabel: string) {
  const chosen = figures.campaigns.find((item) => item.campaignId === campaign);
  return chosen ? { title: chosen.title, days: chosen.days } : { title: allLabel, days: figures.overall };
}

/** The portal's figures by UTC day, overall or for one campaign, with the CSV of every series. Counts only. */
export function PartnerPortalDays() {
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  const [span, setSpan] = useState<PartnerPortalDaySpan>('30');
  const [campaign, setCampaign] = useState(ALL);
  const figures = usePartnerPortalDays(span);
  const shown = figures.data ? shownSeries(figures.data, campaign, t('partnerPortal.days.all')) : null;
  return (
    <section className="mt-4" aria-labelledby="partner-days-title">
      <h2 className="h5" id="partner-days-title">
        {t('partnerPortal.days.title')}
      </h2>
      <p className="small text-body-secondary">{t('partnerPortal.days.lead')}</p>
      <Choices
        span={span}
        onSpan={setSpan}
        campaign={campaign}
        onCampaign={setCampaign}
        figures={figures.data}
      />
      {figures.isPending ? <p role="status">{t('partnerPortal.days.loading')}</p> : null}
      {figures.isError ? <p role="alert">{t('partnerPortal.days.failed')}</p> : null}
      {figures.data && shown ? (
        <>
          <DaysTable
            days={shown.days}
            caption={t('partnerPortal.days.caption', {
              campaign: shown.title,
              from: formatDay(figures.data.from),
              to: formatDay(figures.data.to),
            })}
          />
          <DownloadButton
            label={t('partnerPortal.days.download')}
            pendingLabel={t('partnerPortal.days.downloading')}
            download={() => downloadPartnerPortalDays(span)}
            failureOf={() => t('partnerPortal.days.downloadFailed')}
          />
        </>
      ) : null}
    </section>
  );
}
