import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { UploadProgress } from './upload-progress';
import type { UploadState } from './upload-machine';
import type { VideoUpload } from './use-video-upload';

function fakeUpload(state: Partial<UploadState>): VideoUpload {
  return {
    state: { phase: 'uploading', bytesSent: 0, bytesTotal: 0, samples: [], failure: null, ...state },
    start: vi.fn(() => Promise.resolve()),
    pause: vi.fn(),
    resume: vi.fn(),
    cancel: vi.fn(() => Promise.resolve()),
  };
}

describe('upload progress panel', () => {
  it('shows an accessible bar with percent, bytes, speed and time left', () => {
    const upload = fakeUpload({
      bytesSent: 3_000_000,
      bytesTotal: 10_000_000,
      samples: [
        { at: 0, bytes: 1_000_000 },
        { at: 2000, bytes: 3_000_000 },
      ],
    });
    renderWithProviders(<UploadProgress upload={upload} fileName="clip.mp4" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(bar.getAttribute('aria-valuetext')).toBe('30%');
    expect(screen.getByTestId('upload-sent').textContent).toBe('3 MB of 10 MB');
    expect(screen.getByTestId('upload-speed').textContent).toBe('1 MB/s');
    expect(screen.getByTestId('upload-time-left').textContent).toBe('7 sec');
  });

  it('offers Pause while sending and Resume when paused', async () => {
    const sending = fakeUpload({ bytesTotal: 10 });
    const { unmount } = renderWithProviders(<UploadProgress upload={sending} fileName="clip.mp4" />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(sending.pause).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    unmount();
    const paused = fakeUpload({ phase: 'paused', bytesTotal: 10 });
    renderWithProviders(<UploadProgress upload={paused} fileName="clip.mp4" />);
    expect(screen.getByRole('status').textContent).toContain('Upload paused');
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(paused.resume).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(paused.cancel).toHaveBeenCalled();
  });

  it('offers no Resume after the server refused the file itself', () => {
    const refused = fakeUpload({
      phase: 'failed',
      bytesTotal: 10,
      failure: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'File type not supported.' },
    });
    renderWithProviders(<UploadProgress upload={refused} fileName="clip.mp4" />);
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });
});
