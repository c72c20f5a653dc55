import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { installMatchMedia } from '../../test/browser-apis';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { browseRoutes, makeListItem, makePage, renderRoute } from './browse-test-support';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const PARTNER = '00000000-0000-4000-8000-00000000000a';

const VIDEO = makeListItem({
  title: 'Mandelbrot Dive',
  category: { id: '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a01', slug: 'cinema', name: 'Cinema' },
  previewUrl: '/media/preview.mp4',
});
const QUIZ = makeListItem({
  type: 'QUIZ',
  title: 'Renaissance masters',
  points: null,
  durationSeconds: null,
});
QUIZ.card = { ...QUIZ.card, movieTime: null, image: '/media/quiz.jpg' };

async function renderCards() {
  installFakeFetch(
    respondByPath(browseRoutes({ '/api/v1/activities': respondJson(200, makePage([VIDEO, QUIZ])) })),
  );
  renderRoute('/activities');
  return screen.findAllByRole('article', {}, { timeout: 5000 });
}

describe('the activity card', () => {
  it('shows the movie card fields, the points it earns and links to the activity', async () => {
    const [video, quiz] = await renderCards();
    if (!video || !quiz) throw new Error('two cards expected');

    const link = within(video).getByRole('link', { name: /Mandelbrot Dive/ });
    expect(link.getAttribute('href')).toBe(`/activities/${VIDEO.id}`);
    expect(link.textContent).toContain('Duration 1:15');
    // Before the member's tier multiplier, which only raises it with the default tiers: "from".
    expect(within(video).getByText('From 10 points')).toBeTruthy();
    expect(within(video).getByText('Cinema')).toBeTruthy();
    // Videos are the default kind: only the other kinds carry a badge.
    expect(within(video).queryByText('Video')).toBeNull();

    expect(within(quiz).getByText('Quiz')).toBeTruthy();
    expect(within(quiz).queryByText(/points/)).toBeNull();
    expect(quiz.querySelector('img')?.getAttribute('src')).toBe('/media/quiz.jpg');
    expect(quiz.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('plays the muted preview while hovered or focused, and stops when left', async () => {
    installMatchMedia({ [REDUCED_MOTION]: false });
    const [video, quiz] = await renderCards();
    if (!video || !quiz) throw new Error('two cards expected');

    fireEvent.mouseEnter(video);
    const preview = within(video).getByTestId<HTMLVideoElement>('activity-card-preview');
    expect(preview.getAttribute('src')).toBe('/media/preview.mp4');
    expect(preview.muted).toBe(true);
    fireEvent.mouseLeave(video);
    expect(within(video).queryByTestId('activity-card-preview')).toBeNull();

    act(() => {
      within(video).getByRole('link').focus();
    });
    expect(within(video).getByTestId('activity-card-preview')).toBeTruthy();
    // Without a preview clip there is nothing to play.
    fireEvent.mouseEnter(quiz);
    expect(within(quiz).queryByTestId('activity-card-preview')).toBeNull();
  });

  it('plays no preview for people who prefer reduced motion', async () => {
    installMatchMedia({ [REDUCED_MOTION]: true });
    const [video] = await renderCards();
    if (!video) throw new Error('a card expected');
    fireEvent.mouseEnter(video);
    expect(within(video).queryByTestId('activity-card-preview')).toBeNull();
  });

  it.each([
    [false, '+5 bonus points on completion', '+5 نقاط مكافأة عند الإكمال'],
    [true, 'The bonus budget is used up', 'نفدت ميزانية المكافأة'],
  ])(
    'names the partner presenting a sponsored card (used up: %s), in Arabic too',
    async (usedUp, text, ar) => {
      const sponsor = { partnerId: PARTNER, partnerName: 'Gallery One', logoUrl: '/media/logo.png' };
      const item = makeListItem({ sponsor: { ...sponsor, bonusPoints: 5, budgetUsedUp: usedUp } });
      installFakeFetch(
        respondByPath(browseRoutes({ '/api/v1/activities': respondJson(200, makePage([item, QUIZ])) })),
      );
      renderRoute('/activities');
      const [card, plain] = await screen.findAllByRole('article', {}, { timeout: 5000 });
      if (!card || !plain) throw new Error('two cards expected');
      const partner = within(card).getByRole('link', { name: 'Gallery One' });
      expect(partner.getAttribute('href')).toBe(`/partners/${PARTNER}`);
      expect(card.textContent).toContain('Presented by Gallery One');
      expect(within(card).getByText(text)).toBeTruthy();
      expect(card.querySelector('img[src="/media/logo.png"]')?.getAttribute('alt')).toBe('');
      expect(plain.textContent).not.toContain('Presented by');
      await changeLanguage('ar');
      expect((await within(card).findByText(ar)).textContent).toBe(ar);
      expect(card.textContent).toContain('يقدّمه Gallery One');
    },
  );

  it('reads right to left in Arabic, with the title marked for its own direction', async () => {
    await changeLanguage('ar');
    const [video, quiz] = await renderCards();
    if (!video || !quiz) throw new Error('two cards expected');

    expect(document.documentElement.dir).toBe('rtl');
    expect(within(video).getByText('ابتداءً من 10 نقاط')).toBeTruthy();
    expect(within(video).getByRole('link').textContent).toContain('المدة 1:15');
    expect(within(quiz).getByText('اختبار')).toBeTruthy();
    expect(within(video).getByRole('heading').getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('button', { name: 'ألعاب' }).getAttribute('aria-pressed')).toBe('false');
  });
});
