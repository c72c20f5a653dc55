import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('not found page', () => {
  it('answers an unknown address with a 404 page inside the site layout', async () => {
    renderApp('/no/such/page');

    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe('Page not found · StreamIt');
    });
  });
});
