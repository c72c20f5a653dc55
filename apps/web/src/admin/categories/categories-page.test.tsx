import { CATEGORY_IMAGE_MAX_BYTES } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  inSequence,
  installFakeFetch,
  respondByPath,
  respondError,
  respondJson,
  type FakeRequest,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const ID = '00000000-0000-4000-8000-0000000000c1';
const CATEGORY = { id: ID, slug: 'calligraphy', name: 'Calligraphy', description: 'Letters', sortOrder: 1 };
const NONE = { categoryId: ID, iconUrl: null, bannerUrl: null, thumbnailUrl: null };
const WITH_BANNER = { ...NONE, bannerUrl: '/media/categories/banner.webp' };
const UPLOAD = `/api/v1/admin/content-categories/${ID}/banner`;

function serve(upload = respondJson(201, WITH_BANNER)) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/activities/categories': respondJson(200, { categories: [CATEGORY] }),
      '/api/v1/activities/categories/images': inSequence(
        respondJson(200, { items: [NONE] }),
        respondJson(200, { items: [WITH_BANNER] }),
      ),
      [UPLOAD]: upload,
    }),
  );
}

const uploads = (requests: FakeRequest[]) => requests.filter((request) => request.url.endsWith(UPLOAD));
const png = (bytes: number) => new File([new Uint8Array(bytes)], 'banner.png', { type: 'image/png' });

describe('/admin/categories', { timeout: 15_000 }, () => {
  it('refuses staff without canModerateContent and reads nothing', async () => {
    storeAdmin(makeAdmin('ADMIN', { canModerateContent: false }));
    const { requests } = serve();
    renderApp('/admin/categories');
    await screen.findByText("You don't have access to this section");
    expect(requests.filter((request) => request.url.includes('categor'))).toEqual([]);
  });

  it('uploads a banner as the form field "file" and shows the stored one', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const { requests } = serve();
    renderApp('/admin/categories');
    await screen.findByText('No Banner yet.');
    await userEvent.upload(screen.getByLabelText('Upload a new Banner for Calligraphy'), png(2048));
    await screen.findByText('Banner saved.');
    const [sent] = uploads(requests);
    expect(sent?.method).toBe('POST');
    expect((sent?.body as FormData).get('file')).toBeInstanceOf(File);
    const image = await screen.findByRole('img', { name: 'Current Banner of Calligraphy' });
    expect(image.getAttribute('src')).toBe('/media/categories/banner.webp');
  });

  it('refuses a file over the limit before sending and shows the server refusal of a bad type', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const { requests } = serve(
      respondError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Upload a JPEG, PNG or WebP image.'),
    );
    renderApp('/admin/categories');
    const input = await screen.findByLabelText('Upload a new Banner for Calligraphy');
    await userEvent.upload(input, png(CATEGORY_IMAGE_MAX_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is larger than 5 MB; choose a smaller one.',
    );
    expect(uploads(requests)).toEqual([]);
    await userEvent.upload(input, png(10));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('Upload a JPEG, PNG or WebP image.');
    });
  });
});
