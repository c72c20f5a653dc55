import { expect, test, type Page } from '@playwright/test';

const TITLE = "We're Getting Ready to Unveil Something New";

async function readCountdown(page: Page): Promise<string[]> {
  return Promise.all(
    ['days', 'hours', 'minutes', 'seconds'].map(
      async (unit) => (await page.getByTestId(`countdown-${unit}`).textContent()) ?? '',
    ),
  );
}

async function expectCountdown(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => readCountdown(page)).toEqual(expected);
}

test.describe('maintenance countdown', () => {
  test('counts down to the configured end date (2025-09-02T10:00:00Z), ticking every second', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2025-09-01T09:59:58Z') });
    await page.clock.pauseAt(new Date('2025-09-01T10:00:00Z'));
    await page.goto('/maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expectCountdown(page, ['01', '00', '00', '00']);

    await page.clock.runFor(1000);
    await expectCountdown(page, ['00', '23', '59', '59']);
    await page.clock.runFor(61_000);
    await expectCountdown(page, ['00', '23', '58', '58']);
  });

  test('shows zeros once the end date has passed, and stays there', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-09-02T09:59:58Z') });
    await page.clock.pauseAt(new Date('2025-09-02T09:59:59Z'));
    await page.goto('/maintenance');
    await expectCountdown(page, ['00', '00', '00', '01']);
    await page.clock.runFor(1000);
    await expectCountdown(page, ['00', '00', '00', '00']);
    await page.clock.runFor(5000);
    await expectCountdown(page, ['00', '00', '00', '00']);
  });

  test('shows zeros for an end date that is not ISO 8601', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-09-01T10:00:00Z') });
    await page.goto('/maintenance?endsAt=next%20Tuesday');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expectCountdown(page, ['00', '00', '00', '00']);
  });

  test('previews a planned end date from the address', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-01T11:59:00Z') });
    await page.clock.pauseAt(new Date('2026-03-01T12:00:00Z'));
    await page.goto('/maintenance?endsAt=2026-03-03T14:30:05%2B02:00');
    await expectCountdown(page, ['02', '00', '30', '05']);
    await page.clock.runFor(6000);
    await expectCountdown(page, ['02', '00', '29', '59']);
  });
});
