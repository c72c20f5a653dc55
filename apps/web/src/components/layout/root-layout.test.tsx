import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

describe('root layout', () => {
  it('offers a skip link to the main content as the first focusable element', async () => {
    installFakeFetch(respondJson(200, { categories: [] }));
    renderApp('/');

    await userEvent.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skipLink);
    expect(skipLink.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('has the StreamIt brand and a main navigation with Home marked as the current page', async () => {
    installFakeFetch(respondJson(200, { categories: [] }));
    renderApp('/');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'StreamIt' }).getAttribute('href')).toBe('/');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(nav.contains(home)).toBe(true);
    expect(home.getAttribute('aria-current')).toBe('page');
  });

  it('shows the copyright with the current year in the footer', async () => {
    installFakeFetch(respondJson(200, { categories: [] }));
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} StreamIt. All rights reserved.`);
  });

  it('switches the whole interface to Arabic, right to left, and back', async () => {
    installFakeFetch(respondJson(200, { categories: [] }));
    renderApp('/');

    await userEvent.click(await screen.findByRole('button', { name: 'العربية' }));
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('link', { name: 'الرئيسية' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'تصفّح حسب الفئة' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(document.documentElement.dir).toBe('ltr');
  });
});
