import type { CreatorApplication, CreatorApplicationStatusView } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, readJsonBody, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { CreatorApply } from './creator-apply';

const API = '/api/v1';

function application(overrides: Partial<CreatorApplication> = {}): CreatorApplication {
  return {
    id: '00000000-0000-4000-8000-00000000000a',
    userId: '00000000-0000-4000-8000-00000000000b',
    status: 'PENDING',
    applicantType: 'ARTIST',
    contentFormats: ['LONG_FORM'],
    bio: 'I paint murals and film how they are made.',
    portfolioLinks: ['https://portfolio.example.com'],
    sampleLink: 'https://video.example.com/sample',
    country: 'EG',
    agreementAcceptedAt: '2026-11-20T10:00:00.000Z',
    reason: null,
    decidedAt: null,
    reapplyAllowedAfter: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function statusView(overrides: Partial<CreatorApplicationStatusView> = {}): CreatorApplicationStatusView {
  return {
    creatorStatus: 'NONE',
    isContentCreator: false,
    application: null,
    canApply: true,
    reapplyAllowedAfter: null,
    ...overrides,
  };
}

function serve(view: CreatorApplicationStatusView, extra = {}) {
  storeMember(makeMember());
  return installFakeFetch(
    respondByPath({
      [`${API}/auth/creator-application-status`]: respondJson(200, view),
      [`${API}/auth/profile`]: respondJson(200, { user: makeMember() }),
      ...extra,
    }),
  );
}

describe('the creator application screen', () => {
  it('shows a message under each field the member got wrong and sends nothing', async () => {
    const network = serve(statusView());
    renderWithProviders(<CreatorApply />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    await screen.findByText('Choose what describes you.');
    expect(screen.getByText('Choose at least one format.')).toBeTruthy();
    expect(screen.getByText('Write at least 20 characters about you.')).toBeTruthy();
    expect(screen.getByText('Choose your country.')).toBeTruthy();
    expect(screen.getByText('Accept the creator terms to apply.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Link to a sample/), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByText('Enter full links starting with https://');
    // The application's own endpoint: with isolate: false a component left by another file may still post elsewhere.
    const posts = network.requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.url);
    expect(posts.filter((url) => url.includes('/auth/apply-creator'))).toEqual([]);
  });

  it('sends a complete application', async () => {
    const network = serve(statusView(), { [`${API}/auth/apply-creator`]: respondJson(201, application()) });
    renderWithProviders(<CreatorApply />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('I am a…'), 'ARTIST');
    await user.click(screen.getByRole('checkbox', { name: 'Long-form' }));
    await user.type(
      screen.getByLabelText('About you and your work'),
      'I paint murals and film how they are made.',
    );
    await user.selectOptions(screen.getByLabelText('Country'), 'EG');
    await user.type(screen.getByLabelText(/Portfolio links/), 'https://portfolio.example.com');
    await user.type(screen.getByLabelText(/Link to a sample/), 'https://video.example.com/sample');
    await user.click(screen.getByRole('checkbox', { name: /I accept the creator terms/ }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => {
      expect(network.requests.some((request) => request.method === 'POST')).toBe(true);
    });
    const sent = network.requests.find((request) => request.method === 'POST');
    expect(readJsonBody(sent)).toEqual({
      applicantType: 'ARTIST',
      contentFormats: ['LONG_FORM'],
      bio: 'I paint murals and film how they are made.',
      portfolioLinks: ['https://portfolio.example.com'],
      sampleLink: 'https://video.example.com/sample',
      country: 'EG',
      agreementAccepted: true,
    });
  });

  it('shows a pending application without the form', async () => {
    serve(statusView({ canApply: false, creatorStatus: 'PENDING', application: application() }));
    renderWithProviders(<CreatorApply />);
    await screen.findByText('Waiting for review');
    expect(screen.queryByRole('form', { name: 'Creator application' })).toBeNull();
  });

  it("shows staff's reason and lets the member resubmit when changes were requested", async () => {
    const asked = application({ status: 'CHANGES_REQUESTED', reason: 'Add a longer sample' });
    const network = serve(statusView({ canApply: false, creatorStatus: 'PENDING', application: asked }), {
      [`${API}/auth/creator-application`]: respondJson(200, application()),
    });
    renderWithProviders(<CreatorApply />);
    await screen.findByText('Our team wrote: Add a longer sample');
    const user = userEvent.setup();
    expect(screen.getByLabelText<HTMLTextAreaElement>('About you and your work').value).toBe(asked.bio);
    await user.click(screen.getByRole('checkbox', { name: /I accept the creator terms/ }));
    await user.click(screen.getByRole('button', { name: 'Send my changes' }));
    await waitFor(() => {
      expect(network.requests.some((request) => request.method === 'PUT')).toBe(true);
    });
  });

  it('tells a rejected member when they may apply again', async () => {
    const rejected = application({
      status: 'REJECTED',
      reason: 'Not yet',
      reapplyAllowedAfter: '2026-12-25T10:00:00.000Z',
    });
    serve(
      statusView({
        canApply: false,
        creatorStatus: 'REJECTED',
        application: rejected,
        reapplyAllowedAfter: rejected.reapplyAllowedAfter,
      }),
    );
    renderWithProviders(<CreatorApply />);
    await screen.findByText('You can apply again from December 25, 2026.');
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });
});
