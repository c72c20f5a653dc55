import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { chooseLanguage, digitsOf, expectFitsWidth } from '../support/journey.js';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';

// A small PNG: the server checks it by content and re-encodes it as a JPEG like every image upload.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUElEQVRYhe2WQQ0AQAzCZg2vmKqbk8E9mkwAIdBxNF/dzRWgoOhQzRC2LHP8IBijQzVD2LLMIYQDLTpUM4QtixyKYKyvA59rnB/dTzP+HGgPGnTDJmkOYmgAAAAASUVORK5CYII=',
  'base64',
);

test.describe('merchandise store', () => {
  test('a member buys a print with points at 390 px, confirming the password for a new address; staff ship it, the member sees the tracking (en and ar)', async ({
    page,
    browser,
    request,
  }) => {
    // A member and a staff member in turn, in two languages: a loaded 2-core machine needs more than a minute.
    test.setTimeout(150_000);
    const member = await registerVerifiedMember(request, 'store', {
      firstName: 'Layla',
      lastName: 'Shopper',
    });
    const session = await logInMember(request, member);
    const admin = await signInNewAdmin(request, 'ADMIN');
    const grant = await request.post(`/api/v1/admin/users/${session.user.id}/adjust-points`, {
      headers: {
        authorization: `Bearer ${admin.access_token}`,
        'idempotency-key': `e2e-store-${randomBytes(6).toString('hex')}`,
      },
      data: { amount: 1000, reason: 'Points to spend in the store test' },
    });
    expect(grant.status(), await grant.text()).toBe(200);

    await page.setViewportSize({ width: 390, height: 900 });
    await useSession(page, session);
    // The shop is reached from the header's mobile menu.
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/merchandise$/);
    await page.getByRole('link', { name: 'Harbour at Dawn' }).click();
    await expect(page.getByRole('radio', { name: /A4/ })).toBeChecked();
    await expectNoSeriousViolations(page, 'product page (en, 390 px)');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'View cart' }).click();
    const balance = page.getByTestId('header-balance-amount').first();
    await expect(balance).toHaveText(/\d/);
    const before = digitsOf((await balance.textContent()) ?? '');
    await page.getByLabel('Full name').fill('Layla Shopper');
    await page.getByLabel('Address', { exact: true }).fill('12 King Fahd Road');
    await page.getByLabel('City').fill('Riyadh');
    await page.getByLabel('Postcode').fill('12211');
    await page.getByLabel('Country').selectOption('SA');
    await expectFitsWidth(page, 'cart (en, 390 px)');
    await page.getByRole('button', { name: 'Place order and pay 400 points' }).click();
    // A first order to an address no paid order went to: the password is asked for first (ASVS V6.3.3).
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(confirm).toContainText('ships to an address you have not used before');
    await confirm.getByLabel('Password', { exact: true }).fill(member.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('heading', { name: 'Thank you: your order is confirmed', level: 2 }),
    ).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(balance).toHaveText(new Intl.NumberFormat('en').format(before - 400));

    const staff = await browser.newPage();
    await useSession(staff, admin);
    await staff.goto('/admin/store');
    const row = staff.getByTestId('admin-store-order-row').filter({ hasText: member.email });
    await row.getByRole('button', { name: 'Ship' }).click();
    await row.getByLabel('Carrier').fill('Aramex');
    await row.getByLabel('Tracking number').fill('AX2026112801');
    await row.getByRole('button', { name: 'Ship' }).click();
    await expect(row).toContainText('Shipped');
    await staff.close();

    await page.goto('/merchandise/account');
    const order = page.getByTestId('my-order').first();
    await expect(order).toContainText('Shipped');
    await expect(order.getByTestId('order-tracking')).toContainText('AX2026112801');
    await expectNoSeriousViolations(page, 'my account orders (en, 390 px)');

    await chooseLanguage(page, 'ar');
    for (const path of ['/merchandise', '/merchandise/account']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expectFitsWidth(page, `${path} (ar, 390 px)`);
      await expectNoSeriousViolations(page, `${path} (ar, 390 px)`);
    }
    await expect(page.getByTestId('my-order').first()).toContainText('تم الشحن');
    // The demo tote's colours are named in Arabic, as its title is.
    await page.goto('/merchandise/products/streamit-museum-tote');
    await expect(page.getByRole('radio', { name: /^طبيعي · / })).toBeChecked();
  });

  test('staff create a product with a picture, which its shop page shows in the gallery', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await signInNewAdmin(request, 'ADMIN');
    const code = randomBytes(4).toString('hex');
    await useSession(page, admin);
    await page.goto('/admin/store');
    await page.getByRole('button', { name: 'New product' }).click();
    const editor = page.getByTestId('store-product-editor');
    await editor.getByLabel('Address name').fill(`dunes-at-noon-${code}`);
    await editor.getByLabel('Title (English)').fill('Dunes at Noon');
    await editor.getByLabel('Description (English)').fill('A print of the dunes at midday.');
    await editor.getByLabel('Status').selectOption('ACTIVE');
    await editor.getByRole('button', { name: 'Save product' }).click();
    // Saved: the editor offers variants and pictures (variants are covered by the web test).
    await expect(editor.getByRole('button', { name: 'Add variant' })).toBeVisible();
    await editor.getByLabel(/^Picture \(JPEG/).setInputFiles({
      name: 'dunes.png',
      mimeType: 'image/png',
      buffer: PICTURE,
    });
    await editor.getByLabel('What it shows (English)').fill('Golden dunes under a noon sun');
    await editor.getByRole('button', { name: 'Add picture' }).click();
    await expect(editor.getByRole('img', { name: 'Golden dunes under a noon sun' })).toBeVisible();
    await expectNoSeriousViolations(page, 'store product editor (en)');

    await page.goto(`/merchandise/products/dunes-at-noon-${code}`);
    const picture = page.getByTestId('store-product-gallery').getByRole('img', {
      name: 'Golden dunes under a noon sun',
    });
    await expect(picture).toBeVisible();
    // The re-encoded file was served and decoded, not only referenced: an image is laid out (visible) before its
    // bytes arrive, so its decoded width is polled; a broken file never reaches 48.
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  });
});
