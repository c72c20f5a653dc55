import { TRANSCODE_STORAGE_FULL_REASON } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readJsonBody, respondJson, type FakeRequest } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { makeCreatorActivity, serveCreatorApi, TEST_CATEGORIES } from './creator-content.fixtures';

const ID = '0b5c3c1e-3f61-4d8e-9a4b-111111111111';
const WAIT = { timeout: 4000 };

function creator() {
  storeMember(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }));
}

function requestsTo(requests: FakeRequest[], method: string, path: string) {
  return requests.filter(
    (request) => request.method === method && new URL(request.url, 'http://x').pathname === path,
  );
}

function transcodeStatus(state: string, failureReason: string | null = null) {
  return respondJson(200, {
    activityId: ID,
    state,
    progress: state === 'READY' ? 100 : 12,
    attempts: 3,
    failureReason,
    startedAt: null,
    finishedAt: null,
    updatedAt: '2026-11-21T12:00:00.000Z',
  });
}

describe('upload wizard', { timeout: 15_000 }, () => {
  it('checks the details, creates the draft, and moves on to the video step', async () => {
    creator();
    let items: unknown[] = [];
    const network = serveCreatorApi({
      '/api/v1/creator/activities': (request) => respondJson(200, { items })(request),
      '/api/v1/activities/create': (request) => {
        items = [makeCreatorActivity({ title: 'Sunrise' })];
        return respondJson(201, items[0])(request);
      },
    });
    renderApp('/creator/content/create');
    await screen.findByRole('heading', { level: 2, name: 'Details' }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Enter a title.');
    expect(requestsTo(network.requests, 'POST', '/api/v1/activities/create')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Title'), 'Sunrise');
    await screen.findByRole('option', { name: 'Cinema' }, WAIT);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Cinema');
    await userEvent.type(screen.getByLabelText('Tags'), 'nature, dawn');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Video' }, WAIT);
    const [create] = requestsTo(network.requests, 'POST', '/api/v1/activities/create');
    expect(readJsonBody(create)).toMatchObject({
      type: 'VIDEO',
      title: 'Sunrise',
      categoryId: TEST_CATEGORIES[0]?.id,
      tags: ['nature', 'dawn'],
      publishAt: null,
    });
  });

  it('refuses a file that is not a video before sending anything', async () => {
    creator();
    const network = serveCreatorApi({
      '/api/v1/creator/activities': respondJson(200, { items: [makeCreatorActivity()] }),
    });
    renderApp(`/creator/content/create?activity=${ID}&step=video`);
    const input = await screen.findByLabelText('Video file', {}, WAIT);
    const text = new File(['not a video'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(input, text, { applyAccept: false });
    await screen.findByText('File type not supported. Please use a supported file format.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(network.requests.some((request) => request.url.includes('upload-video'))).toBe(false);
  });

  it("says a transcode stopped by the server's full disk in the reader's words, and offers the retry", async () => {
    creator();
    const transcode = {
      state: 'FAILED' as const,
      progress: 12,
      attempts: 3,
      failureReason: TRANSCODE_STORAGE_FULL_REASON,
    };
    serveCreatorApi({
      '/api/v1/creator/activities': respondJson(200, {
        items: [makeCreatorActivity({ status: 'FAILED', transcode })],
      }),
      [`/api/v1/activities/${ID}/transcode-status`]: transcodeStatus('FAILED', TRANSCODE_STORAGE_FULL_REASON),
    });
    renderApp(`/creator/content/create?activity=${ID}&step=processing`);
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain(
      'The server ran out of storage space while processing the video. Nothing was kept; it can be tried again.',
    );
    expect(within(alert).getByRole('button', { name: 'Retry processing' })).toBeTruthy();
  });

  it('shows a failed transcode with its reason and retries it', async () => {
    creator();
    const failed = makeCreatorActivity({
      status: 'FAILED',
      transcode: { state: 'FAILED', progress: 12, attempts: 3, failureReason: 'No video stream.' },
    });
    const network = serveCreatorApi({
      '/api/v1/creator/activities': respondJson(200, { items: [failed] }),
      [`/api/v1/activities/${ID}/transcode-status`]: transcodeStatus('FAILED', 'No video stream.'),
      [`/api/v1/activities/${ID}/retry-transcode`]: transcodeStatus('QUEUED'),
    });
    renderApp(`/creator/content/create?activity=${ID}&step=processing`);
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByText('No video stream.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry processing' }));
    await waitFor(() => {
      expect(requestsTo(network.requests, 'POST', `/api/v1/activities/${ID}/retry-transcode`)).toHaveLength(
        1,
      );
    });
    await screen.findByText('Waiting in the queue', {}, WAIT);
  });

  it('shows the finished video as in review', async () => {
    creator();
    const review = makeCreatorActivity({
      status: 'PENDING_REVIEW',
      transcode: { state: 'READY', progress: 100, attempts: 1, failureReason: null },
    });
    serveCreatorApi({
      '/api/v1/creator/activities': respondJson(200, { items: [review] }),
      [`/api/v1/activities/${ID}/transcode-status`]: transcodeStatus('READY'),
    });
    renderApp(`/creator/content/create?activity=${ID}&step=processing`);
    await screen.findByText('Your video is processed.', {}, WAIT);
    expect(screen.getByText('In review')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the watch page' }).getAttribute('href')).toBe(
      `/activities/${ID}`,
    );
  });
});
