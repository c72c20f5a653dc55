import type { ActivityDetail } from '@streamit/contract';

/** A published public video with no media yet, titled and slugged as given; overrides set the rest. */
export function makeActivityDetail(
  id: string,
  title: string,
  overrides: Partial<ActivityDetail> = {},
): ActivityDetail {
  return {
    id,
    type: 'VIDEO',
    slug: title.toLowerCase().replace(/ /g, '-'),
    title,
    description: '',
    category: null,
    creatorId: null,
    creator: null,
    visibility: 'PUBLIC',
    licence: 'CC_BY',
    publishAt: '2026-10-03T09:00:00.000Z',
    comingSoon: false,
    durationSeconds: 60,
    viewCount: 0,
    pointsReward: 0,
    isDemo: false,
    createdAt: '2026-10-01T10:00:00.000Z',
    tags: [],
    credits: [],
    media: { hlsUrl: null, thumbnailUrl: null, previewUrl: null, storyboardUrl: null, renditions: [] },
    card: { id, image: null, title, movieTime: null },
    ...overrides,
  };
}
