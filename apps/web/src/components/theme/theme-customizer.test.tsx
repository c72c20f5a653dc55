import { STORAGE_KEYS } from '@streamit/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_SETTINGS } from '../../lib/theme/theme-settings';
import { installMatchMedia } from '../../test/browser-apis';
import { renderApp } from '../../test/render-app';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const root = document.documentElement;

async function openCustomizer() {
  renderApp('/faq');
  await screen.findByRole('heading', { level: 1 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Customize the look' }));
  // The panel is a lazy chunk: it opens once that has arrived.
  const panel = await screen.findByRole('dialog', { name: 'Customize' });
  const choose = async (group: string, option: string) => {
    await user.click(
      within(within(panel).getByRole('group', { name: group })).getByRole('radio', { name: option }),
    );
  };
  return { user, panel, choose };
}

function storedIn(area: Storage): unknown {
  const raw = area.getItem(STORAGE_KEYS.theme);
  return raw === null ? null : JSON.parse(raw);
}

describe('theme customizer', () => {
  it('starts from the spec defaults, applied to the document', async () => {
    await openCustomizer();
    expect(root.dir).toBe('ltr');
    expect(root.getAttribute('data-bs-theme')).toBe('light');
    expect(root.getAttribute('data-si-layout')).toBe('container-fluid');
    expect(root.getAttribute('data-si-font')).toBe('Inter');
    expect(root.getAttribute('data-si-theme')).toBe('dark');
    expect(storedIn(window.sessionStorage)).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('switches the whole UI to right to left with the RTL Bootstrap build', async () => {
    const { choose } = await openCustomizer();
    await choose('Direction', 'Right to left');
    expect(root.dir).toBe('rtl');
    expect(document.getElementById('bootstrap-css')?.getAttribute('href')).toMatch(
      /bootstrap\.rtl\.min\.css/,
    );
  });

  it('applies every look and layout setting to the document', async () => {
    const { choose } = await openCustomizer();
    await choose('Colour scheme', 'Dark');
    await choose('Colour theme', 'Hulu green');
    await choose('Font size', 'Large');
    await choose('Font', 'Serif');
    await choose('Page layout', 'Boxed');
    await choose('Header style', 'Glass');
    await choose('Card style', 'Flat');
    await choose('Footer style', 'Page colour');
    await choose('Sidebar', 'Dark');
    expect({
      scheme: root.getAttribute('data-bs-theme'),
      theme: root.getAttribute('data-si-theme'),
      size: root.getAttribute('data-si-font-size'),
      font: root.getAttribute('data-si-font'),
      layout: root.getAttribute('data-si-layout'),
      header: root.getAttribute('data-si-header'),
      card: root.getAttribute('data-si-card'),
      footer: root.getAttribute('data-si-footer'),
      sidebar: root.getAttribute('data-si-sidebar'),
    }).toEqual({
      scheme: 'dark',
      theme: 'hulu',
      size: 'large',
      font: 'serif',
      layout: 'container',
      header: 'glass',
      card: 'flat',
      footer: 'plain',
      sidebar: 'dark',
    });
  });

  it('follows the system scheme live in auto', async () => {
    const media = installMatchMedia({ [DARK_QUERY]: false });
    const { choose } = await openCustomizer();
    await choose('Colour scheme', 'Auto');
    expect(root.getAttribute('data-bs-theme')).toBe('light');
    media.set(DARK_QUERY, true);
    expect(root.getAttribute('data-bs-theme')).toBe('dark');
    media.set(DARK_QUERY, false);
    expect(root.getAttribute('data-bs-theme')).toBe('light');
  });

  it('keeps settings in local storage, in session storage or nowhere, as chosen', async () => {
    const { choose } = await openCustomizer();
    await choose('Colour scheme', 'Dark');
    expect(storedIn(window.sessionStorage)).toMatchObject({ colorScheme: 'dark', storage: 'session' });

    await choose('Remember my settings', 'Always');
    expect(storedIn(window.localStorage)).toMatchObject({ colorScheme: 'dark', storage: 'local' });
    expect(storedIn(window.sessionStorage)).toBeNull();

    await choose('Remember my settings', "Don't");
    expect(storedIn(window.localStorage)).toBeNull();
    expect(storedIn(window.sessionStorage)).toBeNull();
    expect(root.getAttribute('data-bs-theme')).toBe('dark');
  });

  it('resets every setting to the defaults', async () => {
    const { user, panel, choose } = await openCustomizer();
    await choose('Direction', 'Right to left');
    await choose('Colour theme', 'Prime cyan');
    await choose('Remember my settings', 'Always');
    await user.click(within(panel).getByRole('button', { name: 'Reset to defaults' }));

    expect(root.dir).toBe('ltr');
    expect(root.getAttribute('data-si-theme')).toBe('dark');
    expect(storedIn(window.sessionStorage)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(storedIn(window.localStorage)).toBeNull();
    expect(within(panel).getByRole('radio', { name: 'Left to right' })).toHaveProperty('checked', true);
  });

  it('renames the app in the header and keeps the last name while the field is blank', async () => {
    const { user, panel } = await openCustomizer();
    const field = within(panel).getByRole('textbox', { name: 'App name' });
    await user.clear(field);
    expect(within(panel).getByText('Enter a name; the last one stays until then.')).toBeTruthy();
    await user.type(field, 'Atelier');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('site-brand').textContent).toBe('Atelier');
  });

  it('starts from stored settings, and from the defaults when the stored value is corrupt', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.theme,
      JSON.stringify({ ...DEFAULT_THEME_SETTINGS, colorScheme: 'dark', storage: 'local' }),
    );
    const first = renderApp('/faq');
    await screen.findByRole('heading', { level: 1 });
    expect(root.getAttribute('data-bs-theme')).toBe('dark');
    first.unmount();

    window.localStorage.setItem(STORAGE_KEYS.theme, '{"colorScheme": ');
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1 });
    expect(root.getAttribute('data-bs-theme')).toBe('light');
  });

  it('closes on Escape and returns focus to its button', async () => {
    const { user } = await openCustomizer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Customize the look' }));
  });
});
