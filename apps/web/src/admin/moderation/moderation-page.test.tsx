import type { QuizAuthoring } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  inSequence,
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondJson,
  type FakeRequest,
} from '../../test/fake-fetch';
import { i18n } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const VIDEO_ID = '0b6c2a9e-1d1f-4f7a-9a61-2f3c4d5e6f70';
const QUIZ_ID = '1c7d3b0f-2e2a-4a8b-8b72-3a4d5e6f7081';
const CREATOR_ID = '2d8e4c1a-3f3b-4b9c-9c83-4b5e6f708192';

function queueItem(id: string, type: 'VIDEO' | 'QUIZ', title: string) {
  return {
    id,
    type,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    description: `About ${title}`,
    status: 'PENDING_REVIEW',
    creatorId: CREATOR_ID,
    creatorName: 'Nadia Creator',
    category: null,
    publishAt: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    media:
      type === 'VIDEO'
        ? {
            thumbnailUrl: `/media/activities/${id}/tok/thumbnail.jpg`,
            previewUrl: `/media/activities/${id}/tok/preview.mp4`,
            hlsUrl: `/media/activities/${id}/tok/master.m3u8`,
          }
        : { thumbnailUrl: null, previewUrl: null, hlsUrl: null },
  };
}

const QUEUE = {
  items: [queueItem(VIDEO_ID, 'VIDEO', 'Dusk over the harbour'), queueItem(QUIZ_ID, 'QUIZ', 'Colour quiz')],
  page: 1,
  limit: 20,
  total: 2,
};
const EMPTY_QUEUE = { items: [], page: 1, limit: 20, total: 0 };
const REPORTS = {
  items: [
    {
      activityId: VIDEO_ID,
      title: 'Dusk over the harbour',
      type: 'VIDEO',
      status: 'PENDING_REVIEW',
      hidden: false,
      reportCount: 2,
      lastReportedAt: '2026-11-20T10:00:00.000Z',
      reports: [
        {
          id: '3e9f5d2b-4a4c-4cad-8d94-5c6f708192a3',
          reason: 'VIOLENT',
          note: 'Too graphic for the home page',
          reporterId: '4fa06e3c-5b5d-4dbe-9ea5-6d708192a3b4',
          createdAt: '2026-11-20T10:00:00.000Z',
          resolution: null,
        },
      ],
    },
  ],
  page: 1,
  limit: 100,
  total: 1,
};

/** The quiz in the queue as its preview reads it: a time limit and a reward, one question. */
function quizFor(timeLimitSeconds: number, pointsReward: number): QuizAuthoring {
  return {
    activityId: QUIZ_ID,
    status: 'PENDING_REVIEW',
    version: 1,
    title: 'Colour quiz',
    description: 'About Colour quiz',
    categoryId: null,
    timeLimitSeconds,
    passMarkPercent: 60,
    drawCount: null,
    shuffleChoices: false,
    pointsReward,
    questions: [],
  };
}

function serve(
  queue = inSequence(respondJson(200, QUEUE), respondJson(200, EMPTY_QUEUE)),
  quiz: QuizAuthoring = quizFor(60, 20),
) {
  return installFakeFetch(
    respondByPath({
      [`/api/v1/admin/quizzes/${QUIZ_ID}`]: respondJson(200, quiz),
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/activities/categories': respondJson(200, { categories: [] }),
      '/api/v1/admin/content/moderation-queue': queue,
      '/api/v1/admin/reports': respondJson(200, REPORTS),
      [`/media/activities/${VIDEO_ID}/tok/preview.mp4`]: () => new Response('clip bytes'),
      [`/media/activities/${VIDEO_ID}/tok/thumbnail.jpg`]: () => new Response('jpeg bytes'),
      [`/api/v1/admin/reports/${VIDEO_ID}/resolve`]: respondJson(200, {
        activityId: VIDEO_ID,
        action: 'REMOVE_CONTENT',
        resolvedCount: 2,
        status: 'ARCHIVED',
        hidden: false,
      }),
      '/api/v1/admin/content/bulk-moderate': respondJson(200, {
        results: [
          { id: VIDEO_ID, ok: true, status: 'PUBLISHED', error: null },
          { id: QUIZ_ID, ok: false, status: null, error: 'CONTENT_NOT_PENDING' },
        ],
      }),
    }),
  );
}

const posts = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.url.includes(path));

async function openQueue() {
  storeAdmin(makeAdmin('CONTENT_MODERATOR'));
  renderApp('/admin/moderation');
  return screen.findByRole('table', {}, { timeout: 5000 });
}

describe('moderation queue', { timeout: 20_000 }, () => {
  it('lists the pending items with kind, creator and their open report count', async () => {
    serve();
    const table = await openQueue();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Dusk over the harbour' }),
    ).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Video')).toBeTruthy();
    // The report counts come from the reports list, which may answer after the queue.
    await within(rows[1] as HTMLElement).findByText('2');
    expect(within(rows[2] as HTMLElement).getByText('Quiz')).toBeTruthy();
  });

  it('refuses to reject without a reason and sends nothing', async () => {
    const network = serve();
    await openQueue();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Colour quiz' }));
    expect(screen.getByText('1 item selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByText('Give the creator a reason to reject or request changes.');
    expect(document.activeElement).toBe(screen.getByLabelText('Reason for the creator'));
    expect(posts(network.requests, '/bulk-moderate')).toHaveLength(0);
  });

  it('bulk-approves the whole page, reports each item and reads the queue again', async () => {
    const network = serve();
    await openQueue();
    const decide = screen.getByRole('button', { name: 'Approve' });
    expect((decide as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every item on this page' }));
    expect(screen.getByText('2 items selected')).toBeTruthy();
    await userEvent.click(decide);

    const report = await screen.findByTestId('moderation-report');
    expect(readJsonBody(posts(network.requests, '/bulk-moderate')[0])).toEqual({
      ids: [VIDEO_ID, QUIZ_ID],
      decision: 'APPROVE',
    });
    expect(report.textContent).toContain('1 item approved. 1 item was skipped.');
    expect(report.textContent).toContain('Dusk over the harbour: now Published');
    expect(report.textContent).toContain('Colour quiz: skipped (it is no longer waiting for review)');
    await screen.findByText('Nothing waiting for review');
  });

  it('sends the trimmed reason with a request for changes', async () => {
    const network = serve();
    await openQueue();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Dusk over the harbour' }));
    await userEvent.type(screen.getByLabelText('Reason for the creator'), '  The audio is out of sync  ');
    await userEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    await screen.findByTestId('moderation-report');
    expect(readJsonBody(posts(network.requests, '/bulk-moderate')[0])).toEqual({
      ids: [VIDEO_ID],
      decision: 'REQUEST_CHANGES',
      reason: 'The audio is out of sync',
    });
  });

  it('filters by a creator picked from a row', async () => {
    const network = serve(respondJson(200, QUEUE));
    await openQueue();
    const [creatorButton] = screen.getAllByRole('button', { name: 'Nadia Creator' });
    await userEvent.click(creatorButton as HTMLElement);
    await screen.findByRole('button', { name: /Creator: Nadia Creator/ });
    // The chip shows from the address at once; the filtered request follows it.
    await waitFor(() => {
      const queueCalls = network.requests.filter((request) => request.url.includes('moderation-queue'));
      expect(queueCalls.at(-1)?.url).toContain(`creatorId=${CREATOR_ID}`);
    });
  });
  it('asks for one kind and says when nothing matches the filters', async () => {
    const network = serve();
    await openQueue();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'GAME');
    await screen.findByText('No items match these filters');
    const queueCalls = network.requests.filter((request) => request.url.includes('moderation-queue'));
    expect(queueCalls.at(-1)?.url).toContain('type=GAME');
  });
});

describe('reported content', { timeout: 20_000 }, () => {
  it('shows each report and removes the content only after a confirmation, with the note', async () => {
    const network = serve();
    await openQueue();
    await userEvent.click(screen.getByRole('tab', { name: 'Reported' }));
    const card = await screen.findByRole('article', { name: 'Dusk over the harbour' });
    expect(within(card).getByText('Violent')).toBeTruthy();
    expect(within(card).getByText('Too graphic for the home page')).toBeTruthy();
    await userEvent.type(within(card).getByLabelText(/^Note/), 'Removed after review');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove content' }));
    expect(posts(network.requests, '/resolve')).toHaveLength(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, remove it' }));

    await screen.findByText('"Dusk over the harbour" removed; 2 reports closed.');
    expect(readJsonBody(posts(network.requests, '/resolve')[0])).toEqual({
      action: 'REMOVE_CONTENT',
      note: 'Removed after review',
    });
  });
});

describe('moderation access', { timeout: 20_000 }, () => {
  it('shows an admin without canModerateContent the no-access notice and never asks for the queue', async () => {
    const network = serve();
    storeAdmin(makeAdmin('ANALYST'));
    renderApp('/admin/moderation');
    await screen.findByRole('heading', { name: "You don't have access to this section" });
    expect(network.requests.some((request) => request.url.includes('moderation-queue'))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Featured content' })).toBeNull();
  });

  it('shows a moderator the Featured content link in the admin menu', async () => {
    serve();
    await openQueue();
    const nav = screen.getAllByRole('navigation', { name: 'Admin sections' })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Featured content' }).getAttribute('href')).toBe(
      '/admin/featured-content',
    );
  });
});

describe('moderation preview', { timeout: 20_000 }, () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("opens a video's preview, fetching its media with the admin token where the stream cannot play", async () => {
    // jsdom has neither MediaSource (so hls.js cannot play) nor blob: addresses.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:moderation-test'), revokeObjectURL: vi.fn() });
    const network = serve();
    await openQueue();
    await userEvent.click(screen.getByRole('button', { name: 'Dusk over the harbour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dusk over the harbour' });
    // The stream player gives way to the preview clip once hls.js finds no MediaSource.
    await waitFor(() => {
      const player = within(dialog).getByLabelText('Preview of Dusk over the harbour');
      expect(player.getAttribute('src')).toBe('blob:moderation-test');
    });
    const clip = network.requests.find((request) => request.url.endsWith('/preview.mp4'));
    expect(clip?.headers.get('authorization')).toBe('Bearer sta_test');
    expect(within(dialog).getByText('About Dusk over the harbour')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});

describe('moderation in Arabic', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names a quiz's seconds and points by the language's plural rules: a few in Arabic, one in English", async () => {
    serve(respondJson(200, QUEUE), quizFor(5, 3));
    await i18n.changeLanguage('ar');
    storeAdmin(makeAdmin('CONTENT_MODERATOR'));
    const { unmount } = renderApp('/admin/moderation');
    await userEvent.click(await screen.findByRole('button', { name: 'Colour quiz' }, { timeout: 5000 }));
    await screen.findByText('المهلة: 5 ثوانٍ');
    await screen.findByText('المكافأة: 3 نقاط');
    unmount();
    await i18n.changeLanguage('en');
    serve(respondJson(200, QUEUE), quizFor(1, 1));
    renderApp('/admin/moderation');
    await userEvent.click(await screen.findByRole('button', { name: 'Colour quiz' }, { timeout: 5000 }));
    await screen.findByText('Time limit: 1 second');
    await screen.findByText('Reward: 1 point');
  });

  it('labels the queue in Arabic with its plural forms, right to left', async () => {
    serve();
    await i18n.changeLanguage('ar');
    storeAdmin(makeAdmin('CONTENT_MODERATOR'));
    renderApp('/admin/moderation');
    await screen.findByRole('heading', { level: 1, name: 'الإشراف' }, { timeout: 5000 });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'تحديد كل العناصر في هذه الصفحة' }));
    expect(screen.getByText('عنصران محددان')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'رفض' }));
    await screen.findByText('اذكر للمبدع سبب الرفض أو طلب التعديلات.');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});
