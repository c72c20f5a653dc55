import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { ProfileSection } from './profile-section';

/** A stand-in for the browser's XMLHttpRequest: records the upload and lets the test drive its progress. */
class FakeXhr {
  static last: FakeXhr | null = null;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  readonly headers = new Map<string, string>();
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: unknown = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  FakeXhr.last = null;
});

async function chooseAvatar() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  installFakeFetch(respondByPath({ '/api/v1/auth/profile-with-providers': respondJson(404, {}) }));
  storeMember(makeMember());
  renderWithProviders(<ProfileSection user={makeMember()} />);
  const file = new File(['\x89PNG'], 'me.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Avatar image'), file);
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('no upload started');
  return { xhr, file };
}

describe('avatar upload', { timeout: 15_000 }, () => {
  it('sends the file with the member token, shows progress, and confirms', async () => {
    const { xhr, file } = await chooseAvatar();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/users/avatar');
    expect(xhr.headers.get('Authorization')).toBe('Bearer stm_test');
    expect((xhr.body as FormData).get('file')).toBe(file);

    xhr.progress(50, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading avatar' });
    await vi.waitFor(() => {
      expect(bar.getAttribute('value')).toBe('0.5');
    });
    xhr.respond(200, { avatarUrl: '/media/avatars/me.webp' });
    await screen.findByText('Your new avatar is saved.');
  });

  it("shows the server's 415 message for a file that is not an image", async () => {
    const { xhr } = await chooseAvatar();
    xhr.respond(415, {
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'File type not supported. Please use a supported file format.',
      },
    });
    const section = screen.getByTestId('account-profile');
    expect((await within(section).findByRole('alert')).textContent).toContain('File type not supported.');
  });

  it('can be cancelled, and a cancelled upload is not an error', async () => {
    await chooseAvatar();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
