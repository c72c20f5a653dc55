import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

const config = {
  appName: 'ArtStream',
  supportEmail: 'help@artstream.test',
  countdownEndDate: '2025-09-02T10:00:00Z',
  maintenance: { enabled: false, endsAt: null, message: null },
  oauthProviders: [],
};

describe('the site name', () => {
  it('comes from the site settings: header brand and document title', async () => {
    installFakeFetch(respondByPath({ '/api/v1/site/config': respondJson(200, config) }));
    renderApp('/no/such/page');
    await waitFor(() => {
      expect(screen.getByTestId('site-brand').textContent).toBe('ArtStream');
    });
    await waitFor(() => {
      expect(document.title).toBe('Page not found · ArtStream');
    });
  });
});
