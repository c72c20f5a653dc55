import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, readJsonBody, respondError, respondJson } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { ReportDialog } from './report-dialog';

const ID = '0d0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a81';
const RECEIPT = {
  id: '0d0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a82',
  activityId: ID,
  reason: 'OTHER',
  createdAt: '2026-11-21T10:00:00.000Z',
};

function openDialog(onClose = vi.fn()) {
  storeMember(makeMember());
  renderWithProviders(
    <>
      <button type="button">Opener</button>
      <ReportDialog activityId={ID} onClose={onClose} />
    </>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Report this content' }) };
}

describe('report dialog', () => {
  it('is a labelled modal that keeps focus inside and closes on Escape', async () => {
    installFakeFetch(respondJson(201, RECEIPT));
    const { onClose, dialog } = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Send report');
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for a reason and a note within the limit before sending anything', async () => {
    const { requests } = installFakeFetch(respondJson(201, RECEIPT));
    openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Choose a reason.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Privacy' }));
    const note = screen.getByLabelText('Note (optional)');
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('The note can be at most 1000 characters.')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('sends the reason and note, then thanks the member', async () => {
    const { requests } = installFakeFetch(respondJson(201, RECEIPT));
    const { onClose } = openDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Infringes my rights' }));
    await userEvent.type(screen.getByLabelText('Note (optional)'), ' My photo. ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByText('Your report has been sent to the moderators.');
    expect(requests[0]?.url).toContain(`/api/v1/activities/${ID}/report`);
    expect(readJsonBody(requests[0])).toEqual({ reason: 'RIGHTS_INFRINGEMENT', note: 'My photo.' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[1] ?? document.body);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal of a second report", async () => {
    installFakeFetch(respondError(409, 'REPORT_DUPLICATE', 'You have already reported this content.'));
    openDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('You have already reported this content.');
    });
    expect(screen.queryByText('Thank you')).toBeNull();
  });
});
