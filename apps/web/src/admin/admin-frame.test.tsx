import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { installFakeFetch, respondJson } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { makeAdmin, storeAdmin } from '../test/sessions';

afterEach(async () => {
  await changeLanguage('en');
});

describe('the admin frame at phone width', () => {
  it('carries the language switch in the menu, where the top bar has no room for it, usable by keyboard', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    installFakeFetch(respondJson(200, {}));
    const user = userEvent.setup();
    renderApp('/admin/settings');
    // The top bar's switch is hidden below the sm breakpoint (576 px); the menu's shows only there.
    const openMenu = await screen.findByRole('button', { name: 'Open admin menu' });
    const topBar = within(openMenu.closest('header') ?? document.body);
    expect(topBar.getByRole('button', { name: 'العربية' }).className).toContain('d-none d-sm-inline-flex');
    await user.click(openMenu);
    const menu = await screen.findByRole('dialog', { name: 'Admin menu' });
    const inMenu = within(menu).getByRole('button', { name: 'العربية' });
    expect(inMenu.getAttribute('lang')).toBe('ar');
    expect(inMenu.parentElement?.className).toContain('d-sm-none');
    // Reached with Tab from inside the menu (it holds focus while open) and pressed with Enter.
    while (document.activeElement !== inMenu) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('ar');
    });
    await within(menu).findByRole('button', { name: 'English' });
    // The menu stays open, now in Arabic.
    expect(await screen.findByRole('dialog', { name: 'قائمة الإدارة' })).toBe(menu);
  });
});
