import { SYSTEM_PARTS, type SecurityStatus, type SystemHealth } from '@streamit/contract';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Pager } from '../ui/pager';
import { AuditLogViewer } from './audit-log-viewer';
import type { AuditSearch } from '../../lib/audit-search';
import { useSecurityConfig, useSecurityStatus, useServerErrors, useSystemHealth } from './ops.queries';
import { DataTable } from '../ui/data-table';
import { QueryState } from '../ui/query-state';
import { useOpsFormat } from './ops-format';
import './ops.css';
import { HealthDetail } from './health-detail';

// The audit log viewer's filters live in the address, read by the route (routes/admin-screens.ts).
const systemRoute = getRouteApi('/_admin/admin/system');

const STATUS_CLASSES = {
  up: 'text-bg-success',
  down: 'text-bg-danger',
  degraded: 'text-bg-warning',
  unconfigured: 'text-bg-secondary',
} as const;

function HealthCards({ health }: { health: SystemHealth }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="fw-semibold" role="status">
        {t(`adminOps.system.overall.${health.status}`)}
      </p>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-5 g-3 list-unstyled">
        {SYSTEM_PARTS.map((part) => {
          const check = health.checks[part];
          return (
            <li key={part} className="col" data-part={part}>
              <div className="card h-100 p-3">
                <h3 className="h6 mb-2">{t(`adminOps.system.parts.${part}`)}</h3>
                <span className={`badge align-self-start ${STATUS_CLASSES[check.status]}`}>
                  {t(`adminOps.system.statuses.${check.status}`)}
                </span>
                <p className="small mb-0 mt-2" dir="auto">
                  <HealthDetail part={part} check={check} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function SecurityPanel({ status }: { status: SecurityStatus }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'adminOps.system.yes' : 'adminOps.system.no');
  return (
    <>
      <p>
        {t('adminOps.system.totpCoverage', {
          withTotp: status.staffTotp.withTotp,
          count: status.staffTotp.active,
        })}
      </p>
      {status.staffTotp.withoutTotp.length > 0 ? (
        <p dir="auto">
          {t('adminOps.system.withoutTotp', { emails: status.staffTotp.withoutTotp.join(', ') })}
        </p>
      ) : null}
      <ul>
        <li>{t('adminOps.system.trustProxy', { value: status.trustProxy })}</li>
        <li>
          {t('adminOps.system.https')}: {yesNo(status.https)}
        </li>
        <li>
          {t('adminOps.system.hsts')}: {yesNo(status.hsts)}
        </li>
        {status.sessionCookies ? null : <li>{t('adminOps.system.sessionCookies')}</li>}
      </ul>
      <h3 className="h6">{t('adminOps.system.warnings')}</h3>
      {status.warnings.length === 0 ? (
        <p>{t('adminOps.system.noWarnings')}</p>
      ) : (
        <ul>
          {status.warnings.map((warning) => (
            <li key={warning}>
              {warning === 'STAFF_WITHOUT_TOTP'
                ? t('adminOps.system.warning.STAFF_WITHOUT_TOTP', {
                    count: status.staffTotp.withoutTotp.length,
                  })
                : t(`adminOps.system.warning.${warning}`)}
            </li>
          ))}
        </ul>
      )}
      <DataTable
        caption={t('adminOps.system.secretsCaption')}
        // Wide at 390 px: the scrolling box must be reachable by keyboard (axe scrollable-region-focusable).
        regionLabel={t('adminOps.system.secretsCaption')}
        heads={[t('adminOps.system.columns.secret'), t('adminOps.system.columns.isSet')]}
        rows={status.secrets.map((secret) => [<code dir="ltr">{secret.name}</code>, yesNo(secret.set)])}
      />
    </>
  );
}

function ServerErrors() {
  const { t } = useTranslation();
  const format = useOpsFormat();
  const [page, setPage] = useState(1);
  const errors = useServerErrors(page);
  return (
    <QueryState query={errors}>
      {(data) =>
        data.items.length === 0 ? (
          <p className="text-body-secondary">{t('adminOps.system.errorsEmpty')}</p>
        ) : (
          <>
            <DataTable
              caption={t('adminOps.system.errorsCaption')}
              regionLabel={t('adminOps.system.errorsCaption')}
              heads={[
                t('adminOps.system.columns.at'),
                t('adminOps.system.columns.status'),
                { label: t('adminOps.system.columns.route'), dir: 'ltr' },
                { label: t('adminOps.system.columns.message'), dir: 'ltr' },
                { label: t('adminOps.system.columns.requestId'), dir: 'ltr' },
              ]}
              rows={data.items.map((entry) => [
                format.dateTime(entry.at),
                entry.status,
                <code>{`${entry.method} ${entry.route}`}</code>,
                entry.message,
                <code>{entry.requestId}</code>,
              ])}
            />
            <Pager
              label={t('adminOps.system.errorsPager')}
              page={page}
              limit={data.limit}
              total={data.total}
              onPage={setPage}
            />
          </>
        )
      }
    </QueryState>
  );
}

function ConfigTable() {
  const { t } = useTranslation();
  const config = useSecurityConfig();
  return (
    <QueryState query={config}>
      {(data) => (
        <details>
          <summary>{t('adminOps.system.configTitle')}</summary>
          <DataTable
            caption={t('adminOps.system.configCaption')}
            regionLabel={t('adminOps.system.configCaption')}
            className="mt-2"
            heads={[
              t('adminOps.system.columns.setting'),
              { label: t('adminOps.system.columns.value'), dir: 'ltr', cellClassName: 'text-break' },
            ]}
            rows={data.settings.map((setting) => [<code dir="ltr">{setting.name}</code>, setting.value])}
          />
        </details>
      )}
    </QueryState>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card p-3 mb-4" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SystemContent({ search }: { search: AuditSearch }) {
  const { t } = useTranslation();
  const health = useSystemHealth();
  const security = useSecurityStatus();
  return (
    <>
      <Section id="system-health" title={t('adminOps.system.healthTitle')}>
        <QueryState query={health}>{(data) => <HealthCards health={data} />}</QueryState>
      </Section>
      <Section id="system-security" title={t('adminOps.system.securityTitle')}>
        <QueryState query={security}>{(data) => <SecurityPanel status={data} />}</QueryState>
        <ConfigTable />
      </Section>
      <Section id="system-errors" title={t('adminOps.system.errorsTitle')}>
        <ServerErrors />
      </Section>
      <AuditLogViewer search={search} />
    </>
  );
}

/** Route /admin/system (SUPER_ADMIN, ADMIN): health, security, server errors and the audit log. */
export function SystemPage() {
  return <SystemContent search={systemRoute.useSearch()} />;
}
