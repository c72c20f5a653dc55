import { expect, test } from '@playwright/test';
import expectations from '../support/shell-expectations.json' with { type: 'json' };
import { openPage, scrollTo } from '../support/shell.js';

test.describe('shell behaviour for a guest', () => {
  test('the header takes its sticky style only after more than 1px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 700 });
    await openPage(page, '/extra/privacy-policy', 'Privacy Policy');
    const header = page.getByRole('banner');

    await scrollTo(page, 1);
    await expect(header).not.toHaveClass(/is-sticky/);
    await scrollTo(page, 2);
    await expect(header).toHaveClass(/is-sticky/);
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
    await scrollTo(page, 0);
    await expect(header).not.toHaveClass(/is-sticky/);
  });

  test('the breadcrumb banner names the page under Home', async ({ page }) => {
    await openPage(page, '/extra/terms-of-use', 'Terms of Use');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Terms of Use');
  });

  test('searching activities lists server matches, keyboard-navigable, and opens the chosen one', async ({
    page,
  }) => {
    // Demo videos are published once their transcode is ready (media pipeline); wait for the first one.
    test.setTimeout(240_000);
    await expect
      .poll(
        async () => {
          const answer = await page.request.get('/api/v1/search/activities?q=colour');
          return ((await answer.json()) as { items: unknown[] }).items.length;
        },
        { timeout: 180_000, intervals: [2000] },
      )
      .toBeGreaterThan(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/about');
    const box = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('combobox', { name: 'Search activities' });
    await box.fill('colour');
    const listbox = page.getByRole('listbox', { name: 'Search activities' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const first = listbox.getByRole('option').first();
    const title = ((await first.locator('.fw-semibold').textContent()) ?? '').trim();
    await expect(first.locator('mark').first()).toHaveText(/colour/i);

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('a search without matches says so', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('combobox', { name: 'Search activities' }).fill('zqxjv');
    await expect(nav.getByRole('status')).toHaveText('No activities match your search.');
    await expect(page.getByRole('listbox', { name: 'Search activities' }).getByRole('option')).toHaveCount(0);
  });

  test('the newsletter box checks the address, then subscribes through the API', async ({ page }) => {
    await openPage(page, '/faq');
    // The form loads when the footer comes near the screen, as it does for a reader scrolling down.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'The StreamIt letter' });
    await form.getByLabel('Email*').fill('not an address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();

    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/newsletter/subscriptions'),
    );
    await form.getByLabel('Email*').fill(`shell.${String(Date.now())}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect((await answer).status()).toBe(202);
    await expect(form.getByRole('status')).toContainText('check your inbox');
  });

  test('the contact form solves the captcha in the browser and reaches staff', async ({ page }) => {
    await openPage(page, '/contact', 'Contact us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Your name').fill('Lina Haddad');
    await form.getByLabel('Your email').fill('lina.haddad@example.com');
    await form.getByLabel('Subject', { exact: true }).selectOption('partnerships');
    await form.getByLabel('Message').fill('Our museum would like to share a series on Islamic geometry.');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/contact/messages'));
    await form.getByRole('button', { name: 'Send message' }).click();

    expect((await answer).status()).toBe(202);
    await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();
    await expect(page.getByTestId('contact-reference')).not.toBeEmpty();
  });

  test('the footer shows the configured support address and every link of spec §2', async ({ page }) => {
    await openPage(page, '/about');
    const footer = page.getByRole('contentinfo');
    const config = (await (await page.request.get('/api/v1/site/config')).json()) as { supportEmail: string };
    await expect(footer.getByTestId('support-email')).toHaveText(config.supportEmail);
    const hrefs = await footer
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(expectations.footerLinks));
    await expect(footer).toContainText(
      `© ${String(new Date().getFullYear())} StreamIt. All rights reserved.`,
    );
    await expect(
      footer
        .getByRole('list', { name: 'Accepted in the store' })
        .getByRole('link', { name: 'StreamIt points' }),
    ).toBeVisible();
  });
});
