import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readJsonBody, respondError, respondJson, type FakeRequest } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { makeCreatorActivity, serveCreatorApi } from './creator-content.fixtures';

const FAILED_ID = '0b5c3c1e-3f61-4d8e-9a4b-222222222222';
const REVIEW_ID = '0b5c3c1e-3f61-4d8e-9a4b-333333333333';
const SCHEDULED_ID = '0b5c3c1e-3f61-4d8e-9a4b-444444444444';

const ITEMS = [
  makeCreatorActivity({
    status: 'PROCESSING',
    transcode: { state: 'TRANSCODING', progress: 37, attempts: 1, failureReason: null },
  }),
  makeCreatorActivity({
    id: FAILED_ID,
    title: 'Broken clip',
    status: 'FAILED',
    transcode: { state: 'FAILED', progress: 5, attempts: 3, failureReason: 'The file has no video stream.' },
  }),
  makeCreatorActivity({ id: REVIEW_ID, title: 'Harbour at night', status: 'PENDING_REVIEW' }),
  makeCreatorActivity({
    id: SCHEDULED_ID,
    title: 'Premiere',
    status: 'PUBLISHED',
    publishAt: '2099-01-01T18:00:00.000Z',
  }),
];

function creator() {
  storeMember(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }));
}

function itemNamed(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`no list item for ${title}`);
  return item;
}

function requestsTo(requests: FakeRequest[], method: string, path: string) {
  return requests.filter(
    (request) => request.method === method && new URL(request.url, 'http://x').pathname === path,
  );
}

describe('My content', { timeout: 15_000 }, () => {
  it('shows each video with its status badge: processing %, failed with reason, in review, scheduled', async () => {
    creator();
    serveCreatorApi({ '/api/v1/creator/activities': respondJson(200, { items: ITEMS }) });
    renderApp('/creator/content');
    await screen.findByRole('heading', { name: 'Broken clip' }, { timeout: 4000 });
    expect(within(itemNamed('Sunrise over the dunes')).getByText('Processing 37%')).toBeTruthy();
    expect(within(itemNamed('Broken clip')).getByText('Failed')).toBeTruthy();
    expect(within(itemNamed('Broken clip')).getByText('The file has no video stream.')).toBeTruthy();
    expect(within(itemNamed('Harbour at night')).getByText('In review')).toBeTruthy();
    expect(within(itemNamed('Premiere')).getByText('Scheduled')).toBeTruthy();
    expect(
      within(itemNamed('Harbour at night')).getByRole('link', { name: 'Watch page' }).getAttribute('href'),
    ).toBe(`/activities/${REVIEW_ID}`);
  });

  it('shows the moderator reason when changes were requested', async () => {
    creator();
    serveCreatorApi({
      '/api/v1/creator/activities': respondJson(200, {
        items: [makeCreatorActivity({ id: REVIEW_ID, title: 'Harbour at night' })],
      }),
      '/api/v1/creator/moderation-feedback': respondJson(200, {
        items: [
          {
            activityId: REVIEW_ID,
            title: 'Harbour at night',
            status: 'DRAFT',
            decision: 'REQUEST_CHANGES',
            reason: 'Please add captions.',
            decidedAt: '2026-11-21T09:00:00.000Z',
          },
        ],
      }),
    });
    renderApp('/creator/content');
    await screen.findByText('Changes requested', {}, { timeout: 4000 });
    expect(screen.getByText('Please add captions.')).toBeTruthy();
  });

  it('retries a failed video', async () => {
    creator();
    const network = serveCreatorApi({
      '/api/v1/creator/activities': respondJson(200, { items: ITEMS }),
      [`/api/v1/activities/${FAILED_ID}/retry-transcode`]: respondJson(200, {
        activityId: FAILED_ID,
        state: 'QUEUED',
        progress: 0,
        attempts: 0,
        failureReason: null,
        startedAt: null,
        finishedAt: null,
        updatedAt: '2026-11-21T12:00:00.000Z',
      }),
    });
    renderApp('/creator/content');
    await screen.findByRole('heading', { name: 'Broken clip' }, { timeout: 4000 });
    await userEvent.click(within(itemNamed('Broken clip')).getByRole('button', { name: 'Retry processing' }));
    await waitFor(() => {
      expect(
        requestsTo(network.requests, 'POST', `/api/v1/activities/${FAILED_ID}/retry-transcode`),
      ).toHaveLength(1);
    });
  });

  it('edits the details with PATCH', async () => {
    creator();
    const network = serveCreatorApi({
      '/api/v1/creator/activities': respondJson(200, { items: ITEMS }),
      [`/api/v1/activities/${REVIEW_ID}`]: respondJson(200, makeCreatorActivity({ id: REVIEW_ID })),
    });
    renderApp('/creator/content');
    await screen.findByRole('heading', { name: 'Harbour at night' }, { timeout: 4000 });
    await userEvent.click(
      within(itemNamed('Harbour at night')).getByRole('button', { name: 'Edit details' }),
    );
    const form = screen.getByRole('form', { name: 'Edit details of Harbour at night' });
    const title = within(form).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Harbour by night');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(requestsTo(network.requests, 'PATCH', `/api/v1/activities/${REVIEW_ID}`)).toHaveLength(1);
    });
    const [patch] = requestsTo(network.requests, 'PATCH', `/api/v1/activities/${REVIEW_ID}`);
    expect(readJsonBody(patch)).toMatchObject({
      title: 'Harbour by night',
      tags: ['nature'],
      categoryId: null,
    });
    await waitFor(() => {
      expect(screen.queryByRole('form', { name: 'Edit details of Harbour at night' })).toBeNull();
    });
  });

  it('deletes only after confirmation, and Keep it changes nothing', async () => {
    creator();
    const network = serveCreatorApi({
      '/api/v1/creator/activities': respondJson(200, { items: ITEMS }),
      [`/api/v1/activities/${REVIEW_ID}`]: respondJson(200, { id: REVIEW_ID, deleted: true }),
    });
    renderApp('/creator/content');
    await screen.findByRole('heading', { name: 'Harbour at night' }, { timeout: 4000 });
    await userEvent.click(within(itemNamed('Harbour at night')).getByRole('button', { name: 'Delete' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(requestsTo(network.requests, 'DELETE', `/api/v1/activities/${REVIEW_ID}`)).toHaveLength(0);
    await userEvent.click(within(itemNamed('Harbour at night')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => {
      expect(requestsTo(network.requests, 'DELETE', `/api/v1/activities/${REVIEW_ID}`)).toHaveLength(1);
    });
  });

  it('shows an empty state with the way to upload', async () => {
    creator();
    serveCreatorApi({ '/api/v1/creator/activities': respondJson(200, { items: [] }) });
    renderApp('/creator/content');
    await screen.findByRole('heading', { name: 'No videos yet' }, { timeout: 4000 });
    expect(screen.getByRole('link', { name: 'Upload a video' }).getAttribute('href')).toBe(
      '/creator/content/create',
    );
  });

  it('shows a load failure with a retry', async () => {
    creator();
    serveCreatorApi({
      '/api/v1/creator/activities': respondError(403, 'FORBIDDEN', 'You do not have permission to do this.'),
    });
    renderApp('/creator/content');
    await screen.findByRole('heading', { name: 'Your videos could not be loaded' }, { timeout: 4000 });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('points members who are not creators to the application', async () => {
    storeMember(makeMember());
    serveCreatorApi({});
    renderApp('/creator/content');
    await screen.findByRole('heading', { name: 'Uploading is for creators' }, { timeout: 4000 });
    expect(screen.getByRole('link', { name: 'Apply to become a creator' }).getAttribute('href')).toBe(
      '/creator/apply',
    );
  });
});
