import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import expectations from '../../../../../e2e/support/shell-expectations.json';
import { scrollWindowTo } from '../../test/browser-apis';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
  type Responder,
} from '../../test/fake-fetch';
import { respondSiteConfig } from '../../test/site-config';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';

async function renderAt(path: string, routes: Record<string, Responder> = {}) {
  const network = installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/activities/categories': respondJson(200, { categories: [] }),
      ...routes,
    }),
  );
  renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return network;
}

describe('layouts', () => {
  it('offers a skip link to the main content as the first focusable element', async () => {
    await renderAt('/');

    await userEvent.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skipLink);
    expect(skipLink.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('has the StreamIt brand linking home', async () => {
    await renderAt('/about');
    expect(screen.getByRole('link', { name: 'StreamIt' }).getAttribute('href')).toBe('/');
  });

  it('switches the whole interface to Arabic, right to left, and back', async () => {
    await renderAt('/');

    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    // The Arabic strings load on demand, so the switch lands a moment after the click.
    await waitFor(() => {
      expect(document.documentElement.dir).toBe('rtl');
    });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.getElementById('bootstrap-css')?.getAttribute('href')).toMatch(
      /bootstrap\.rtl\.min\.css/,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'تصفّح حسب الفئة' })).toBeTruthy();
    expect(screen.getByRole('combobox').getAttribute('placeholder')).toBe('ابحث في الأنشطة...');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => {
      expect(document.documentElement.dir).toBe('ltr');
    });
  });

  it('gives the header its sticky style only after more than 1px of scroll', async () => {
    await renderAt('/about');
    const header = screen.getByRole('banner');

    scrollWindowTo(1);
    expect(header.classList.contains('is-sticky')).toBe(false);
    scrollWindowTo(2);
    expect(header.classList.contains('is-sticky')).toBe(true);
    scrollWindowTo(0);
    expect(header.classList.contains('is-sticky')).toBe(false);
  });

  it('shows the Merchandise back-to-top button only past 250px, and it returns to the top', async () => {
    storeMember(makeMember());
    await renderAt('/merchandise/account');
    const button = document.querySelector<HTMLButtonElement>('.back-to-top');
    if (!button) throw new Error('no back-to-top button');
    expect(button.getAttribute('aria-label')).toBe('Back to top');

    scrollWindowTo(250);
    expect(button.classList.contains('is-visible')).toBe(false);
    expect(button.getAttribute('aria-hidden')).toBe('true');
    scrollWindowTo(251);
    expect(button.classList.contains('is-visible')).toBe(true);
    expect(button.getAttribute('aria-hidden')).toBe('false');

    const scrolls: unknown[] = [];
    window.scrollTo = (options: unknown) => scrolls.push(options);
    Object.defineProperty(window, 'matchMedia', { value: () => ({ matches: true }), configurable: true });
    await userEvent.click(button);
    expect(scrolls).toContainEqual({ top: 0, behavior: 'auto' });
    expect(document.activeElement).toBe(screen.getByRole('main'));
    window.scrollTo = () => undefined;
  });
});

describe('footer', () => {
  it('has every footer link of spec §2, the support address, social links and what the store accepts', async () => {
    await renderAt('/about');
    const footer = await screen.findByRole('contentinfo');
    expect((await within(footer).findByTestId('support-email')).textContent.trim()).toBe(
      'help@streamit.test',
    );
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));

    expect(hrefs).toEqual(expect.arrayContaining([...expectations.footerLinks, 'mailto:help@streamit.test']));
    expect(within(footer).getByRole('link', { name: 'Top trending' }).getAttribute('href')).toBe(
      '/view-all?sort=trending',
    );
    const social = within(footer).getByRole('list', { name: 'StreamIt on social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('rel')),
    ).toEqual(Array(4).fill('noopener noreferrer'));
    // The store takes points and ARTFI only, so the strip names those two and no card brand.
    const payments = within(footer).getByRole('list', { name: 'Accepted in the store' });
    expect(
      within(payments)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['StreamIt points', '/merchandise'],
      ['ARTFI', '/merchandise'],
    ]);
    expect(footer.textContent).toContain(
      `© ${String(new Date().getFullYear())} StreamIt. All rights reserved.`,
    );
  });

  it("checks the newsletter address ('Email*') before anything is sent", async () => {
    const network = await renderAt('/about');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'The StreamIt letter' });
    const field = within(form).getByLabelText('Email*');

    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await within(form).findByText('Enter your email address.');
    await user.type(field, 'not-an-address{Enter}');
    await within(form).findByText('Enter a valid email address, like name@example.com.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(network.requests.filter((request) => request.url.includes('newsletter'))).toHaveLength(0);
  });

  it('subscribes through the newsletter endpoint and asks to confirm by email', async () => {
    const network = await renderAt('/about', {
      '/api/v1/newsletter/subscriptions': respondJson(202, { message: 'Check your inbox' }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'The StreamIt letter' });
    await user.type(within(form).getByLabelText('Email*'), ' Lina@Example.com {Enter}');

    await within(form).findByText(/check your inbox and confirm/);
    const request = network.requests.find((sent) => sent.url.endsWith('/newsletter/subscriptions'));
    expect(request?.method).toBe('POST');
    expect(readJsonBody(request)).toEqual({ email: 'Lina@Example.com' });
    expect(request?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(within(form).getByLabelText('Email*')).toHaveProperty('value', '');
  });

  it("shows the server's refusal, such as the rate limit", async () => {
    await renderAt('/about', {
      '/api/v1/newsletter/subscriptions': respondError(
        429,
        'RATE_LIMITED',
        'Too many requests. Please slow down.',
      ),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'The StreamIt letter' });
    await user.type(within(form).getByLabelText('Email*'), 'lina@example.com{Enter}');
    await within(form).findByText('Too many requests. Please slow down.');
  });
});
