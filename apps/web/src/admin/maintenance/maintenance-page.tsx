import { BACKUP_ROLES, MAINTENANCE_BACKUP_PATH } from '@streamit/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PendingButton } from '../../components/pending-button';
import { useSession } from '../../lib/use-session';
import { downloadAdminFile } from '../maintenance-export/download-file';
import { DownloadOutcome, useDownloadOutcome } from './download-outcome';
import { JobProgress } from './job-progress';
import { useClearCaches, useMaintenanceJob, useStartOptimize } from './maintenance.queries';
import { RestoreForm } from './restore-form';
import { StoredBackups } from './stored-backups';

function Section({
  id,
  title,
  body,
  children,
}: {
  id: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <section className="card card-body mb-3" aria-labelledby={`${id}-heading`}>
      <h2 className="h5" id={`${id}-heading`}>
        {title}
      </h2>
      <p className="text-body-secondary">{body}</p>
      {children}
    </section>
  );
}

function BackupSection() {
  const { t } = useTranslation();
  const { state, run } = useDownloadOutcome();
  return (
    <Section id="backup" title={t('adminMaintenance.backup.title')} body={t('adminMaintenance.backup.body')}>
      <div>
        <PendingButton
          pending={state.pendingId !== null}
          label={t('adminMaintenance.backup.download')}
          pendingLabel={t('adminMaintenance.backup.downloading')}
          onClick={() => {
            run('direct', () => downloadAdminFile(MAINTENANCE_BACKUP_PATH, 'streamit-backup.sql'));
          }}
        />
      </div>
      <DownloadOutcome state={state} />
    </Section>
  );
}

function CacheSection() {
  const { t } = useTranslation();
  const clear = useClearCaches();
  return (
    <Section id="cache" title={t('adminMaintenance.cache.title')} body={t('adminMaintenance.cache.body')}>
      <div>
        <PendingButton
          pending={clear.isPending}
          label={t('adminMaintenance.cache.clear')}
          pendingLabel={t('adminMaintenance.cache.clearing')}
          className="btn btn-outline-primary"
          onClick={() => {
            clear.mutate();
          }}
        />
      </div>
      {clear.isSuccess ? (
        <p className="text-success mt-2 mb-0" role="status">
          {t('adminMaintenance.cache.done')}
        </p>
      ) : null}
      {clear.isError ? (
        <p className="text-danger mt-2 mb-0" role="alert">
          {t('adminMaintenance.failed')}
        </p>
      ) : null}
    </Section>
  );
}

function OptimizeSection() {
  const { t } = useTranslation();
  const start = useStartOptimize();
  const job = useMaintenanceJob(start.data?.id ?? null);
  const running = start.isPending || job.data?.status === 'QUEUED' || job.data?.status === 'RUNNING';
  return (
    <Section
      id="optimize"
      title={t('adminMaintenance.optimize.title')}
      body={t('adminMaintenance.optimize.body')}
    >
      <div>
        <PendingButton
          pending={running}
          label={t('adminMaintenance.optimize.start')}
          pendingLabel={t('adminMaintenance.optimize.running')}
          className="btn btn-outline-primary"
          onClick={() => {
            start.mutate();
          }}
        />
      </div>
      {job.data ? <JobProgress job={job.data} unit="tables" /> : null}
      {start.isError ? (
        <p className="text-danger mt-2 mb-0" role="alert">
          {t('adminMaintenance.failed')}
        </p>
      ) : null}
    </Section>
  );
}

/** Route /admin/maintenance (SUPER_ADMIN, ADMIN; backup and restore SUPER_ADMIN only), decision 036. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { admin } = useSession();
  const owner = admin !== null && BACKUP_ROLES.includes(admin.role);
  return (
    <>
      <div className="mt-3">
        {owner ? <BackupSection /> : null}
        {owner ? (
          <Section
            id="stored-backups"
            title={t('adminMaintenance.stored.title')}
            body={t('adminMaintenance.stored.body')}
          >
            <StoredBackups />
          </Section>
        ) : null}
        {owner ? (
          <Section
            id="restore"
            title={t('adminMaintenance.restore.title')}
            body={t('adminMaintenance.restore.body')}
          >
            <RestoreForm />
          </Section>
        ) : (
          <p className="text-body-secondary">{t('adminMaintenance.ownerOnly')}</p>
        )}
        <CacheSection />
        <OptimizeSection />
      </div>
    </>
  );
}
