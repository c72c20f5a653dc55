import { STORAGE_KEYS } from '@streamit/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ACTIVITY = '3f2b8c1e-5d4a-4e7b-9c2d-1a2b3c4d5e6f';

// A fresh copy each time: the early read is kept in the module, as on a page.
async function loadEarlySavedPlace() {
  vi.resetModules();
  return import('./early-saved-place');
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("a member's saved place read as the watch page loads", () => {
  it('asks nothing for a guest, another page or a page named by slug (the progress endpoint takes an id)', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const guest = await loadEarlySavedPlace();
    expect(guest.readSavedPlaceEarly(`/activities/${ACTIVITY}`)).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.memberToken, 'member-session');
    const member = await loadEarlySavedPlace();
    expect(member.readSavedPlaceEarly('/activities/a-video-by-its-slug')).toBeNull();
    expect(member.readSavedPlaceEarly(`/activities/${ACTIVITY}/edit`)).toBeNull();
    expect(member.readSavedPlaceEarly('/')).toBeNull();
    expect(sent).not.toHaveBeenCalled();
    expect(member.takeEarlySavedPlace(ACTIVITY)).toBeNull();
  });

  it("asks with the member's token and hands the answer to the watch route once, for that video only", async () => {
    window.localStorage.setItem(STORAGE_KEYS.memberToken, 'member-session');
    const sent = vi.spyOn(globalThis, 'fetch');
    const { readSavedPlaceEarly, takeEarlySavedPlace } = await loadEarlySavedPlace();
    // jsdom's page has no server behind it: the read fails, and a failed read resolves to nothing (the app asks).
    await expect(readSavedPlaceEarly(`/activities/${ACTIVITY}`)).resolves.toBeNull();
    const [url, init] = sent.mock.calls[0] ?? [];
    expect(url).toBe(`/api/v1/activities/${ACTIVITY}/progress`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer member-session');
    expect(takeEarlySavedPlace('another-activity')).toBeNull();
    const handed = takeEarlySavedPlace(ACTIVITY);
    expect(handed).not.toBeNull();
    await expect(handed).resolves.toBeNull();
    expect(takeEarlySavedPlace(ACTIVITY)).toBeNull();
  });
});
