import type { SocialTaskKind } from '@streamit/contract';
import { AppError } from '../../http/app-error.js';
import { cachedFromX, getFromX, type XClient } from './x-api.client.js';

/** X API v2 list pages: `data` and a `meta.next_token` while there is more. */
interface XPage {
  data?: { id?: unknown }[];
  meta?: { next_token?: unknown };
}

/** How many pages (of up to 1000 follows, or 100 likes or reposts) a check reads before answering "not yet". */
const MAX_PAGES = 5;

async function pagesContain(client: XClient, family: string, path: string, id: string): Promise<boolean> {
  let token: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const url: string = token ? `${path}&pagination_token=${encodeURIComponent(token)}` : path;
    const body = (await getFromX(client, family, url)) as XPage;
    if (body.data?.some((item) => item.id === id)) return true;
    token = typeof body.meta?.next_token === 'string' ? body.meta.next_token : null;
    if (!token) return false;
  }
  return false;
}

/** The X user id of a username (cached like any answer); null when X knows no such account. */
export async function resolveXUserId(client: XClient, username: string): Promise<string | null> {
  const name = username.replace(/^@/, '');
  return cachedFromX(client, `user:${name.toLowerCase()}`, async () => {
    const body = (await getFromX(
      client,
      'users_by_username',
      `/2/users/by/username/${encodeURIComponent(name)}`,
    )) as {
      data?: { id?: unknown };
    };
    return typeof body.data?.id === 'string' ? body.data.id : null;
  });
}

function checkPath(kind: SocialTaskKind, memberXId: string, target: string, targetId: string) {
  if (kind === 'FOLLOW')
    return { family: 'following', path: `/2/users/${memberXId}/following?max_results=1000`, id: targetId };
  if (kind === 'LIKE')
    return { family: 'liked_tweets', path: `/2/users/${memberXId}/liked_tweets?max_results=100`, id: target };
  return { family: 'retweeted_by', path: `/2/tweets/${target}/retweeted_by?max_results=100`, id: memberXId };
}

/**
 * Whether the X account `memberXId` did the task now: follows the target account (its following list),
 * liked the post (its liked posts) or reposted it (the post's reposters). `fresh` skips the cache.
 */
export async function checkEngagement(
  client: XClient,
  input: { kind: SocialTaskKind; memberXId: string; target: string },
  fresh = false,
): Promise<boolean> {
  const { kind, memberXId, target } = input;
  const targetId = kind === 'FOLLOW' ? await resolveXUserId(client, target) : target;
  if (!targetId) return false;
  const { family, path, id } = checkPath(
    kind,
    encodeURIComponent(memberXId),
    encodeURIComponent(target),
    targetId,
  );
  return cachedFromX(
    client,
    `${kind}:${memberXId}:${targetId}`,
    () => pagesContain(client, family, path, id),
    fresh,
  );
}

/** A post as X returns it with its author expanded. */
export interface XPost {
  id: string;
  text: string;
  createdAt: string | null;
  author: { id: string; username: string | null; name: string | null };
  likeCount: number | null;
  retweetCount: number | null;
}

interface XTweetBody {
  data?: {
    id?: string;
    text?: string;
    author_id?: string;
    created_at?: string;
    public_metrics?: { like_count?: number; retweet_count?: number };
  };
  includes?: { users?: { id?: string; username?: string; name?: string }[] };
}

function toPost(body: XTweetBody): XPost | null {
  const tweet = body.data;
  if (!tweet?.id || typeof tweet.text !== 'string') return null;
  const author = body.includes?.users?.find((user) => user.id === tweet.author_id);
  return {
    id: tweet.id,
    text: tweet.text,
    createdAt: tweet.created_at ?? null,
    author: { id: tweet.author_id ?? '', username: author?.username ?? null, name: author?.name ?? null },
    likeCount: tweet.public_metrics?.like_count ?? null,
    retweetCount: tweet.public_metrics?.retweet_count ?? null,
  };
}

/** A post with its author (cached); SOCIAL_POST_NOT_FOUND when X has no such post. */
export async function fetchPost(client: XClient, postId: string): Promise<XPost> {
  const post = await cachedFromX(client, `post:${postId}`, async () => {
    const fields = 'expansions=author_id&tweet.fields=created_at,public_metrics&user.fields=username,name';
    return toPost(
      (await getFromX(client, 'tweets', `/2/tweets/${encodeURIComponent(postId)}?${fields}`)) as XTweetBody,
    );
  });
  if (!post) throw new AppError('SOCIAL_POST_NOT_FOUND');
  return post;
}
