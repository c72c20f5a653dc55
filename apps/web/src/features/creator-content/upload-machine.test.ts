import { describe, expect, it } from 'vitest';
import {
  canResumeAfter,
  INITIAL_UPLOAD_STATE,
  secondsLeft,
  uploadPercent,
  uploadReducer,
  uploadSpeed,
  type UploadEvent,
  type UploadState,
} from './upload-machine';

const MB = 1_000_000;

function run(events: UploadEvent[], from: UploadState = INITIAL_UPLOAD_STATE): UploadState {
  return events.reduce(uploadReducer, from);
}

const progress = (bytesSent: number, at: number): UploadEvent => ({
  type: 'progress',
  bytesSent,
  bytesTotal: 10 * MB,
  at,
});

describe('upload state machine', () => {
  it('goes idle → uploading → finishing (all bytes sent, server checking) → done', () => {
    const started = run([{ type: 'start', bytesTotal: 10 * MB }]);
    expect(started.phase).toBe('uploading');
    const sending = run([progress(4 * MB, 1000)], started);
    expect(sending).toMatchObject({ phase: 'uploading', bytesSent: 4 * MB });
    const sent = run([progress(10 * MB, 2000)], sending);
    expect(sent.phase).toBe('finishing');
    expect(run([{ type: 'success' }], sent)).toMatchObject({ phase: 'done', bytesSent: 10 * MB });
  });

  it('pauses only a running upload, ignores late progress while paused, and resumes on start', () => {
    const paused = run([{ type: 'start', bytesTotal: 10 * MB }, progress(3 * MB, 0), { type: 'pause' }]);
    expect(paused.phase).toBe('paused');
    expect(run([progress(5 * MB, 100)], paused)).toBe(paused);
    expect(run([{ type: 'pause' }], INITIAL_UPLOAD_STATE).phase).toBe('idle');
    const finishing = run([{ type: 'start', bytesTotal: 10 * MB }, progress(10 * MB, 0)]);
    expect(run([{ type: 'pause' }], finishing).phase).toBe('finishing');
    const resumed = run([{ type: 'start', bytesTotal: 10 * MB }], paused);
    expect(resumed).toMatchObject({ phase: 'uploading', bytesSent: 3 * MB, failure: null });
  });

  it('goes offline on a dropped connection and back to uploading when progress arrives again', () => {
    const offline = run([{ type: 'start', bytesTotal: 10 * MB }, progress(2 * MB, 0), { type: 'offline' }]);
    expect(offline.phase).toBe('offline');
    expect(run([progress(3 * MB, 5000)], offline).phase).toBe('uploading');
    const flushed = run([{ type: 'start', bytesTotal: 10 * MB }, progress(10 * MB, 0), { type: 'offline' }]);
    expect(flushed.phase).toBe('offline');
  });

  it('keeps a failure with its reason, but a cancel wins over a failure that arrives after it', () => {
    const failure = { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'File type not supported.' };
    const failed = run([
      { type: 'start', bytesTotal: 10 * MB },
      { type: 'fail', failure },
    ]);
    expect(failed).toMatchObject({ phase: 'failed', failure });
    const cancelled = run([
      { type: 'start', bytesTotal: 10 * MB },
      { type: 'cancel' },
      { type: 'fail', failure },
    ]);
    expect(cancelled).toMatchObject({ phase: 'cancelled', failure: null, bytesSent: 0 });
    expect(run([progress(1 * MB, 0)], cancelled).phase).toBe('cancelled');
  });

  it('offers Resume after network or server trouble, not after the file itself was refused', () => {
    expect(canResumeAfter({ code: 'NETWORK_ERROR', message: '' })).toBe(true);
    expect(canResumeAfter({ code: 'INTERNAL', message: '' })).toBe(true);
    expect(canResumeAfter({ code: 'PAYLOAD_TOO_LARGE', message: '' })).toBe(false);
    // A full disk deleted the upload on the server: resuming starts it again there, once there is room.
    expect(canResumeAfter({ code: 'STORAGE_FULL', message: '' })).toBe(true);
    expect(canResumeAfter({ code: 'MEDIA_UNREADABLE', message: '' })).toBe(false);
    expect(canResumeAfter(null)).toBe(false);
  });
});

describe('upload speed and time left', () => {
  it('measures bytes per second over the recent window and derives the time left', () => {
    const state = run([{ type: 'start', bytesTotal: 10 * MB }, progress(1 * MB, 0), progress(3 * MB, 2000)]);
    expect(uploadSpeed(state)).toBe(1 * MB);
    expect(secondsLeft(state)).toBe(7);
  });

  it('is unknown with too little history, and forgets samples older than the window', () => {
    const early = run([{ type: 'start', bytesTotal: 10 * MB }, progress(1 * MB, 0), progress(2 * MB, 100)]);
    expect(uploadSpeed(early)).toBeNull();
    expect(secondsLeft(early)).toBeNull();
    const later = run([progress(3 * MB, 6000), progress(5 * MB, 8000)], early);
    expect(later.samples.map((sample) => sample.at)).toEqual([6000, 8000]);
    expect(uploadSpeed(later)).toBe(1 * MB);
  });

  it('starts measuring afresh after a pause, so the resumed offset is not counted as speed', () => {
    const paused = run([{ type: 'start', bytesTotal: 10 * MB }, progress(4 * MB, 0), { type: 'pause' }]);
    const resumed = run([{ type: 'start', bytesTotal: 10 * MB }, progress(4 * MB, 60_000)], paused);
    expect(uploadSpeed(resumed)).toBeNull();
    expect(uploadSpeed(run([progress(5 * MB, 61_000)], resumed))).toBe(1 * MB);
  });

  it('reports whole percents, 100 only when every byte is sent', () => {
    expect(uploadPercent({ bytesSent: 0, bytesTotal: 0 })).toBe(0);
    expect(uploadPercent({ bytesSent: 999, bytesTotal: 1000 })).toBe(99);
    expect(uploadPercent({ bytesSent: 1000, bytesTotal: 1000 })).toBe(100);
  });
});
