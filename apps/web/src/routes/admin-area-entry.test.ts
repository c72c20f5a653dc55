import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { areaOfPath, enterAdminAreaByPageLoad, type SiteArea } from './admin-area-entry';

function at(href: string): ParsedLocation {
  const url = new URL(href, 'http://site.test');
  return { href, pathname: url.pathname } as ParsedLocation;
}

function outcome(documentArea: SiteArea | null, href: string, preload = false): unknown {
  try {
    enterAdminAreaByPageLoad({ documentArea, location: at(href), preload });
    return 'in place';
  } catch (thrown) {
    return thrown;
  }
}

describe('entering the admin area from the member site', () => {
  it('tells the admin area from member pages that only look alike', () => {
    expect(areaOfPath('/admin')).toBe('admin');
    expect(areaOfPath('/admin/users')).toBe('admin');
    expect(areaOfPath('/administrators')).toBe('member');
    expect(areaOfPath('/')).toBe('member');
  });

  it('loads the admin area as a new page from a member page, so the server can move it to its origin', () => {
    const thrown = outcome('member', '/admin/login?next=1');
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href: string; reloadDocument: boolean } }).options).toMatchObject({
      href: '/admin/login?next=1',
      reloadDocument: true,
    });
  });

  it('navigates in place within an area, when preloading, and without a real page load', () => {
    expect(outcome('member', '/about')).toBe('in place');
    expect(outcome('admin', '/admin/users')).toBe('in place');
    // Admin mode (spec §2): staff on the admin origin may look at member pages there.
    expect(outcome('admin', '/about')).toBe('in place');
    expect(outcome('member', '/admin/login', true)).toBe('in place');
    expect(outcome(null, '/admin/login')).toBe('in place');
  });
});
