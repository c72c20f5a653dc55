import { RESTORE_CONFIRMATION_PHRASE, type MaintenanceJob, type StoredBackup } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  inSequence,
  respondByPath,
  respondError,
  respondJson,
  type Responder,
} from '../../test/fake-fetch';
import { i18n } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format-locale';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const JOB_ID = '00000000-0000-4000-8000-000000000123';

function job(status: MaintenanceJob['status'], processed: number): MaintenanceJob {
  return {
    id: JOB_ID,
    kind: 'OPTIMIZE_DB',
    status,
    processed,
    total: 40,
    error: null,
    createdAt: '2026-11-25T07:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    expiresAt: null,
  };
}

const BACKUP_ID = '00000000-0000-4000-8000-000000000456';
const FINISHED: StoredBackup = {
  id: BACKUP_ID,
  status: 'SUCCEEDED',
  createdAt: '2026-11-25T06:00:00.000Z',
  sizeBytes: 2048,
  error: null,
};
const BROKEN: StoredBackup = {
  id: '00000000-0000-4000-8000-000000000789',
  status: 'FAILED',
  createdAt: '2026-11-24T06:00:00.000Z',
  sizeBytes: null,
  error: 'backup key unreadable',
};

/** GET lists the stored backups, POST queues one (the same path). */
function backupsRoute(list: Responder): Responder {
  return (request) =>
    request.method === 'POST' ? respondJson(202, job('QUEUED', 0))(request) : list(request);
}

function serve(extra: Record<string, Responder> = {}) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/admin/maintenance/backups': backupsRoute(respondJson(200, { items: [FINISHED, BROKEN] })),
      [`/api/v1/admin/maintenance/backups/${BACKUP_ID}/link`]: respondJson(201, {
        token: 'one-time-token',
        expiresAt: '2026-11-25T07:10:00.000Z',
      }),
      '/api/v1/admin/maintenance/backups/download': () =>
        new Response('-- StreamIt database backup\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="streamit-backup-y.sql"' },
        }),
      '/api/v1/admin/maintenance/backup': () =>
        new Response('-- StreamIt database backup\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="streamit-backup-x.sql"' },
        }),
      '/api/v1/admin/maintenance/clear-cache': respondJson(200, { clearedAt: '2026-11-25T07:00:00.000Z' }),
      '/api/v1/admin/maintenance/optimize-db': respondJson(202, job('QUEUED', 0)),
      [`/api/v1/admin/maintenance/jobs/${JOB_ID}`]: inSequence(
        respondJson(200, job('RUNNING', 12)),
        respondJson(200, job('SUCCEEDED', 40)),
      ),
      '/api/v1/admin/maintenance/restore': respondError(
        400,
        'ADMIN_TOTP_CODE_INVALID',
        'Invalid authentication code',
      ),
      ...extra,
    }),
  );
}

const downloadName = `Download the backup of ${formatDateTime(FINISHED.createdAt, 'en')}`;
const backupCalls = (network: { requests: { url: string; method: string }[] }) =>
  network.requests
    .filter((sent) => sent.url.includes('/admin/maintenance/backups'))
    .map((sent) => `${sent.method} ${sent.url.replace(/^.*\/maintenance/, '')}`);

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:backup-test'), revokeObjectURL: vi.fn() });
});
afterEach(async () => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  await i18n.changeLanguage('en');
});

describe('the maintenance screen', { timeout: 20_000 }, () => {
  it('is closed to staff outside the two top roles', async () => {
    storeAdmin(makeAdmin('MODERATOR'));
    serve();
    renderApp('/admin/maintenance');
    await screen.findByText("You don't have access to this section");
  });

  it('shows ADMIN the cache and optimise actions but not backup or restore', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    serve();
    renderApp('/admin/maintenance');
    await screen.findByRole('heading', { name: 'Caches' });
    expect(screen.queryByRole('button', { name: 'Download backup' })).toBeNull();
    expect(screen.getByText('Backups and restores are for super admins only.')).toBeTruthy();
  });

  it('downloads a backup with the staff token', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const network = serve();
    renderApp('/admin/maintenance');
    await userEvent.click(await screen.findByRole('button', { name: 'Download backup' }));
    await screen.findByText('Saved streamit-backup-x.sql.');
    const request = network.requests.find((sent) => sent.url.endsWith('/admin/maintenance/backup'));
    expect(request?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('lists stored backups and downloads one through a one-time link, token in a header', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const network = serve();
    renderApp('/admin/maintenance');
    const table = await screen.findByRole('table', { name: 'Stored backups, newest first' });
    expect(table.textContent).toContain('2 kB');
    expect(table.textContent).toContain('backup key unreadable');
    expect(screen.getAllByRole('button', { name: /^Download the backup of/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: downloadName }));
    await screen.findByText('Saved streamit-backup-y.sql.');
    expect(backupCalls(network)).toEqual([
      'GET /backups',
      `POST /backups/${BACKUP_ID}/link`,
      'POST /backups/download',
    ]);
    const sent = network.requests.find((request) => request.url.endsWith('/backups/download'));
    expect(sent?.headers.get('x-backup-link-token')).toBe('one-time-token');
    expect(sent?.url).not.toContain('one-time-token');
  });

  it('shows a refused link in words and sends no download', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const network = serve({
      [`/api/v1/admin/maintenance/backups/${BACKUP_ID}/link`]: respondError(
        409,
        'BACKUP_NOT_READY',
        'This backup is not finished yet.',
      ),
    });
    renderApp('/admin/maintenance');
    await userEvent.click(await screen.findByRole('button', { name: downloadName }));
    expect((await screen.findByRole('alert')).textContent).toBe('This backup is not finished yet.');
    expect(network.requests.some((request) => request.url.endsWith('/backups/download'))).toBe(false);
  });

  it('creates an encrypted backup and reads the list again while it runs', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const queued: StoredBackup = { ...FINISHED, id: JOB_ID, status: 'QUEUED', sizeBytes: null };
    const network = serve({
      '/api/v1/admin/maintenance/backups': backupsRoute(
        inSequence(
          respondJson(200, { items: [] }),
          respondJson(200, { items: [queued] }),
          respondJson(200, { items: [{ ...queued, status: 'SUCCEEDED', sizeBytes: 10 }] }),
        ),
      ),
    });
    renderApp('/admin/maintenance');
    await screen.findByText('No stored backups yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Create encrypted backup' }));
    await screen.findByText('Waiting to start');
    await screen.findByText('10 B', {}, { timeout: 3000 });
    expect(backupCalls(network)).toEqual(['GET /backups', 'POST /backups', 'GET /backups', 'GET /backups']);
  });

  it("counts the optimiser's tables by the language's plural rules: a few in Arabic, one in English", async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const running = (total: number) => ({
      [`/api/v1/admin/maintenance/jobs/${JOB_ID}`]: respondJson(200, { ...job('RUNNING', 0), total }),
    });
    await i18n.changeLanguage('ar');
    serve(running(5));
    const { unmount } = renderApp('/admin/maintenance');
    await userEvent.click(await screen.findByRole('button', { name: 'حسّن الآن' }));
    await screen.findByText('0 من 5 جداول');
    unmount();
    await i18n.changeLanguage('en');
    serve(running(1));
    renderApp('/admin/maintenance');
    await userEvent.click(await screen.findByRole('button', { name: 'Optimise now' }));
    await screen.findByText('0 of 1 table');
  });

  it('clears the caches and runs the optimiser with its progress', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    serve();
    renderApp('/admin/maintenance');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear caches' }));
    await screen.findByText('Caches cleared on every server.');
    await userEvent.click(screen.getByRole('button', { name: 'Optimise now' }));
    await screen.findByText('12 of 40 tables');
    await screen.findByText('40 of 40 tables', {}, { timeout: 3000 });
    expect(screen.getByText('Finished')).toBeTruthy();
  });

  it("counts the restored tables and rows by the language's plural rules: a few in Arabic, one in English", async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const restored = (n: number) => ({
      '/api/v1/admin/maintenance/restore': respondJson(200, {
        tables: n,
        rows: n,
        previousDatabase: 'streamit_before_restore',
      }),
    });
    const restore = async (labels: { file: string; code: string; phrase: string; submit: string }) => {
      const user = userEvent.setup();
      const file = new File(['-- StreamIt database backup\n'], 'backup.sql', { type: 'application/sql' });
      await user.upload(await screen.findByLabelText(labels.file), file);
      await user.type(screen.getByLabelText(labels.code), '123456');
      await user.type(screen.getByLabelText(labels.phrase), RESTORE_CONFIRMATION_PHRASE);
      await user.click(screen.getByRole('button', { name: labels.submit }));
    };
    await i18n.changeLanguage('ar');
    serve(restored(3));
    const { unmount } = renderApp('/admin/maintenance');
    await restore({
      file: 'ملف النسخة الاحتياطية',
      code: 'رمز تطبيق المصادقة',
      phrase: `اكتب ${RESTORE_CONFIRMATION_PHRASE} للتأكيد`,
      submit: 'استعادة واستبدال كل البيانات',
    });
    await screen.findByText(
      'تمت استعادة 3 جداول (3 صفوف). البيانات السابقة محفوظة في قاعدة البيانات streamit_before_restore.',
    );
    unmount();
    await i18n.changeLanguage('en');
    serve(restored(1));
    renderApp('/admin/maintenance');
    await restore({
      file: 'Backup file',
      code: 'Authenticator code',
      phrase: `Type ${RESTORE_CONFIRMATION_PHRASE} to confirm`,
      submit: 'Restore and replace all data',
    });
    await screen.findByText(
      'Restored 1 table (1 row). The previous data is kept in the database streamit_before_restore.',
    );
  });

  it('restores only once the phrase is typed exactly, sending the file, phrase and code', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const network = serve();
    renderApp('/admin/maintenance');
    const user = userEvent.setup();
    const file = new File(['-- StreamIt database backup\n'], 'backup.sql', { type: 'application/sql' });
    await user.upload(await screen.findByLabelText('Backup file'), file);
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    const submit = screen.getByRole('button', { name: 'Restore and replace all data' });
    await user.type(screen.getByLabelText(`Type ${RESTORE_CONFIRMATION_PHRASE} to confirm`), 'restore');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText(`Type ${RESTORE_CONFIRMATION_PHRASE} to confirm`));
    await user.type(
      screen.getByLabelText(`Type ${RESTORE_CONFIRMATION_PHRASE} to confirm`),
      RESTORE_CONFIRMATION_PHRASE,
    );
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid authentication code');
    await waitFor(() => {
      const sent = network.requests.find((request) => request.url.endsWith('/admin/maintenance/restore'));
      expect(sent?.headers.get('x-confirmation-phrase')).toBe(RESTORE_CONFIRMATION_PHRASE);
      expect(sent?.headers.get('x-totp-code')).toBe('123456');
      expect(sent?.body).toBe(file);
    });
  });
});
