import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import walk from '../../../e2e/support/phone-routes.json';
import { createAppRouter } from './router';

// The browser walk at phone width (e2e/tests/phone-width.spec.ts) keeps its route list as data; this keeps that
// list equal to the router's, so a new route cannot miss the walk.
describe('the phone-width route walk', () => {
  it('lists every route of the router exactly once', () => {
    const router = createAppRouter(new QueryClient(), createMemoryHistory());
    const routes = Object.keys(router.routesByPath).sort();
    expect(walk.routes.map((entry) => entry.route).sort()).toEqual(routes);
  });

  it('opens at least one address per route, each matching its route', () => {
    for (const entry of walk.routes) {
      expect(entry.urls.length, entry.route).toBeGreaterThan(0);
      const pattern = new RegExp(`^${entry.route.replace(/\$\w+/g, '[^/?]+')}(\\?.*)?$`);
      for (const url of entry.urls) expect(url, entry.route).toMatch(pattern);
    }
  });
});
