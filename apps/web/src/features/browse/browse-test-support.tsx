import type { ActivityListItem, ActivityPage, ContentCategory } from '@streamit/contract';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../../app';
import { createQueryClient } from '../../lib/query-client';
import { createAppRouter } from '../../router';
import { respondJson, type FakeRequest, type Responder } from '../../test/fake-fetch';
import { respondSiteConfig } from '../../test/site-config';

let counter = 0;

/** A listed activity as GET /activities answers it; each call gets a fresh id. */
export function makeListItem(overrides: Partial<ActivityListItem> = {}): ActivityListItem {
  counter += 1;
  const id = `0b0c6a39-6b4e-4a50-9d3a-${String(counter).padStart(12, '0')}`;
  const title = overrides.title ?? `Work ${String(counter)}`;
  return {
    id,
    type: 'VIDEO',
    slug: `work-${String(counter)}`,
    title,
    category: null,
    creatorId: null,
    publishAt: '2026-11-01T10:00:00.000Z',
    durationSeconds: 75,
    viewCount: 3,
    card: { id, image: null, title, movieTime: '1:15' },
    points: { amount: 10, qualifier: 'FROM' },
    previewUrl: null,
    ...overrides,
  };
}

/** One page of a list. */
export function makePage(items: ActivityListItem[], nextCursor: string | null = null): ActivityPage {
  return { items, nextCursor };
}

/** Two categories in display order. */
export const TEST_CATEGORIES: ContentCategory[] = [
  {
    id: '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a01',
    slug: 'cinema',
    name: 'Cinema',
    description: 'Films.',
    sortOrder: 1,
  },
  {
    id: '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a02',
    slug: 'music',
    name: 'Music',
    description: 'Concerts.',
    sortOrder: 2,
  },
];

/** The browse API with the site configuration and categories; paths not given answer 404. */
export function browseRoutes(routes: Record<string, Responder>): Record<string, Responder> {
  return {
    '/api/v1/site/config': respondSiteConfig(),
    '/api/v1/activities/categories': respondJson(200, { categories: TEST_CATEGORIES }),
    '/api/v1/activities/featured': respondJson(200, { items: [] }),
    ...routes,
  };
}

/** The query string of a request as an object, for readable assertions. */
export function queryOf(request: FakeRequest | undefined): Record<string, string> {
  return Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);
}

/** Requests to exactly `path` (without the query string). */
export function requestsTo(network: { requests: FakeRequest[] }, path: string): FakeRequest[] {
  return network.requests.filter((request) => new URL(request.url, 'http://localhost').pathname === path);
}

/** Renders the whole app at `path` and answers its router, to read the address the page keeps. */
export function renderRoute(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(<App queryClient={queryClient} router={router} />);
  return router;
}

/** A stand-in IntersectionObserver (jsdom has none): `reach` tells every observer its target is visible. */
export function installIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeObserver,
    configurable: true,
    writable: true,
  });
  return {
    reach(): void {
      for (const { callback, targets } of [...observers]) {
        const entries = targets.map(
          (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
        );
        callback(entries, {} as IntersectionObserver);
      }
    },
    /** Observers watching an element inside `container` (the footer watches its own, on its own schedule). */
    countIn(container: Element): number {
      return [...observers].filter(({ targets }) => targets.some((target) => container.contains(target)))
        .length;
    },
  };
}
