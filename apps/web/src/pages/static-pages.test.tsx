import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { installFakeFetch, respondJson } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';

async function renderAt(path: string) {
  installFakeFetch(respondJson(200, {}));
  renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return userEvent.setup();
}

describe('FAQ', () => {
  it('is an accordion: the first answer is open, a question opens its answer and closes the other', async () => {
    const user = await renderAt('/faq');
    const first = screen.getByRole('button', { name: 'What is StreamIt?' });
    const points = screen.getByRole('button', { name: 'How do I earn points?' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'What is StreamIt?' })).toBeTruthy();

    await user.click(points);
    expect(points.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('region', { name: 'How do I earn points?' }).textContent).toMatch(
      /quizzes, games/,
    );
    // The watch rule is the contract's percentage, not "to the end".
    expect(screen.getByRole('region', { name: 'How do I earn points?' }).textContent).toContain(
      'for at least 80% of their length',
    );
    expect(screen.queryByRole('region', { name: 'What is StreamIt?' })).toBeNull();
  });
});

describe('static pages in Arabic', () => {
  it.each([
    ['/about', 'عن StreamIt'],
    ['/extra/privacy-policy', 'سياسة الخصوصية'],
    ['/extra/terms-of-use', 'شروط الاستخدام'],
    ['/coming-soon', 'قريبًا'],
    ['/faq', 'الأسئلة الشائعة'],
    ['/contact', 'اتصل بنا'],
  ])('%s reads %s', async (path, title) => {
    await changeLanguage('ar');
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('navigation', { name: 'مسار التنقل' })).toBeTruthy();
  });

  it('shows the policy date in the interface language', async () => {
    await renderAt('/extra/privacy-policy');
    expect(screen.getByText('Last updated November 1, 2026')).toBeTruthy();
  });
});
