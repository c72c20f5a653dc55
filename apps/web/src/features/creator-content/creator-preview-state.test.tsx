import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeActivityDetail } from '../../test/activities';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const ID = '1b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a31';
const CREATOR_ID = '6b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a51';

const IN_REVIEW = makeActivityDetail(ID, 'Old maps of Amman', {
  type: 'QUIZ',
  slug: 'old-maps',
  description: 'Ten questions about the old city.',
  creatorId: CREATOR_ID,
  creator: { id: CREATOR_ID, name: 'Rania H.', avatarUrl: null },
  publishAt: null,
  previewStatus: 'PENDING_REVIEW',
  durationSeconds: null,
  pointsReward: 10,
  createdAt: '2026-11-28T10:00:00.000Z',
});

describe("a creator's preview of an item in review", () => {
  it('asks nothing about earning: an unpublished item earns nothing and would answer 404', async () => {
    storeMember(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }));
    const network = installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        [`/api/v1/activities/${ID}`]: respondJson(200, IN_REVIEW),
      }),
    );
    renderApp(`/activities/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Old maps of Amman' });
    expect(network.requests.some((request) => request.url.includes('/can-complete'))).toBe(false);
  });
});
