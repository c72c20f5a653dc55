/** Where a resumable video upload is. */
export type UploadPhase =
  'idle' | 'uploading' | 'paused' | 'offline' | 'finishing' | 'done' | 'failed' | 'cancelled';

/** A byte count seen at a moment (ms), for the speed estimate. */
interface ProgressSample {
  at: number;
  bytes: number;
}

/** Why an upload stopped: the server's error code and message, or a client-side reason. */
export interface UploadFailure {
  code: string;
  message: string;
}

/** The whole state of one upload, as the progress panel shows it. */
export interface UploadState {
  phase: UploadPhase;
  bytesSent: number;
  bytesTotal: number;
  samples: readonly ProgressSample[];
  failure: UploadFailure | null;
}

/** What can happen to an upload. */
export type UploadEvent =
  | { type: 'start'; bytesTotal: number }
  | { type: 'progress'; bytesSent: number; bytesTotal: number; at: number }
  | { type: 'pause' }
  | { type: 'offline' }
  | { type: 'success' }
  | { type: 'fail'; failure: UploadFailure }
  | { type: 'cancel' }
  | { type: 'reset' };

/** Only this much recent history counts for the speed, so it follows the connection as it changes. */
export const SPEED_WINDOW_MS = 5000;
const MIN_SPEED_SPAN_MS = 400;

/** The state before any file is chosen. */
export const INITIAL_UPLOAD_STATE: UploadState = {
  phase: 'idle',
  bytesSent: 0,
  bytesTotal: 0,
  samples: [],
  failure: null,
};

function addSample(samples: readonly ProgressSample[], sample: ProgressSample): ProgressSample[] {
  return [...samples.filter((item) => sample.at - item.at <= SPEED_WINDOW_MS), sample];
}

function onProgress(state: UploadState, event: Extract<UploadEvent, { type: 'progress' }>): UploadState {
  // Progress reported after a pause or cancel (a request finishing late) must not revive the upload.
  if (state.phase !== 'uploading' && state.phase !== 'offline') return state;
  const finished = event.bytesTotal > 0 && event.bytesSent >= event.bytesTotal;
  return {
    ...state,
    phase: finished ? 'finishing' : 'uploading',
    bytesSent: event.bytesSent,
    bytesTotal: event.bytesTotal,
    samples: addSample(state.samples, { at: event.at, bytes: event.bytesSent }),
  };
}

// Once every byte is sent the server is checking the file; pausing then would only lose its answer.
const PAUSABLE: readonly UploadPhase[] = ['uploading', 'offline'];

/** The upload state machine: a pure reducer, so every transition is testable without a network. */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'start':
      return {
        ...state,
        phase: 'uploading',
        bytesTotal: event.bytesTotal,
        samples: [],
        failure: null,
      };
    case 'progress':
      return onProgress(state, event);
    case 'pause':
      return PAUSABLE.includes(state.phase) ? { ...state, phase: 'paused', samples: [] } : state;
    case 'offline':
      // A dropped connection can make the browser report every byte as sent first, so 'finishing' too.
      return state.phase === 'uploading' || state.phase === 'finishing'
        ? { ...state, phase: 'offline', samples: [] }
        : state;
    case 'success':
      return { ...state, phase: 'done', bytesSent: state.bytesTotal, samples: [], failure: null };
    case 'fail':
      return state.phase === 'cancelled' ? state : { ...state, phase: 'failed', failure: event.failure };
    case 'cancel':
      return { ...INITIAL_UPLOAD_STATE, phase: 'cancelled' };
    case 'reset':
      return INITIAL_UPLOAD_STATE;
  }
}

/** Bytes per second over the recent window, or null while there is too little history to tell. */
export function uploadSpeed(state: UploadState): number | null {
  const first = state.samples[0];
  const last = state.samples[state.samples.length - 1];
  if (!first || !last || last.at - first.at < MIN_SPEED_SPAN_MS) return null;
  return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
}

/** Seconds until the last byte at the current speed, or null when unknown. */
export function secondsLeft(state: UploadState): number | null {
  const speed = uploadSpeed(state);
  if (speed === null || speed <= 0) return null;
  return Math.max(0, state.bytesTotal - state.bytesSent) / speed;
}

/** Whole percent sent (0-100); 100 only when every byte is sent. */
export function uploadPercent(state: Pick<UploadState, 'bytesSent' | 'bytesTotal'>): number {
  if (state.bytesTotal <= 0) return 0;
  const percent = Math.floor((state.bytesSent / state.bytesTotal) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** Refusals of the file itself: sending the same file again cannot help, so no Resume is offered. */
const FINAL_FAILURE_CODES = new Set([
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'MEDIA_UNREADABLE',
  'FORBIDDEN',
]);

/** Tells whether resuming the same upload may succeed after this failure. */
export function canResumeAfter(failure: UploadFailure | null): boolean {
  return failure !== null && !FINAL_FAILURE_CODES.has(failure.code);
}
