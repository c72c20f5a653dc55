import { RESTORE_CONFIRMATION_PHRASE, type MaintenanceJob } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  inSequence,
  respondByPath,
  respondError,
  respondJson,
} from '../../test/fake-fetch';
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

function serve() {
  return installFakeFetch(
    respondByPath({
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
    }),
  );
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:backup-test'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
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
