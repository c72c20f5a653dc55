import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Upload } from 'tus-js-client';
import { createTusUpload, describeTusError, tusErrorStatus } from './tus-upload';
import { INITIAL_UPLOAD_STATE, uploadReducer, type UploadState } from './upload-machine';

/** The upload panel's controls and state. */
export interface VideoUpload {
  state: UploadState;
  start: (file: File) => Promise<void>;
  pause: () => void;
  resume: () => void;
  cancel: () => Promise<void>;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

/** Resumes a dropped upload as soon as the browser is back online. */
function useResumeWhenOnline(state: UploadState, resume: () => void) {
  useEffect(() => {
    if (state.phase !== 'offline') return undefined;
    window.addEventListener('online', resume);
    return () => {
      window.removeEventListener('online', resume);
    };
  }, [state.phase, resume]);
}

/**
 * One resumable video upload (tus) for an activity: start (continuing an unfinished upload of the same
 * file when this browser remembers one), pause, resume, cancel (terminated on the server), and automatic
 * resume once a dropped connection is back. `onDone` runs when the server accepted the last byte.
 */
export function useVideoUpload(activityId: string, onDone: () => void): VideoUpload {
  const [state, dispatch] = useReducer(uploadReducer, INITIAL_UPLOAD_STATE);
  const upload = useRef<Upload | null>(null);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  }, [onDone]);

  const start = useCallback(
    async (file: File) => {
      void upload.current?.abort(false);
      const created = createTusUpload(activityId, file, {
        onProgress: (bytesSent, bytesTotal) => {
          dispatch({ type: 'progress', bytesSent, bytesTotal, at: performance.now() });
        },
        onSuccess: () => {
          dispatch({ type: 'success' });
          doneRef.current();
        },
        onError: (error) => {
          if (tusErrorStatus(error) === 0 && isOffline()) dispatch({ type: 'offline' });
          else dispatch({ type: 'fail', failure: describeTusError(error) });
        },
      });
      upload.current = created;
      const previous = await created.findPreviousUploads();
      if (previous[0]) created.resumeFromPreviousUpload(previous[0]);
      dispatch({ type: 'start', bytesTotal: file.size });
      created.start();
    },
    [activityId],
  );

  const pause = useCallback(() => {
    void upload.current?.abort(false);
    dispatch({ type: 'pause' });
  }, []);

  const resume = useCallback(() => {
    if (!upload.current) return;
    dispatch({ type: 'start', bytesTotal: state.bytesTotal });
    upload.current.start();
  }, [state.bytesTotal]);

  const cancel = useCallback(async () => {
    const current = upload.current;
    upload.current = null;
    dispatch({ type: 'cancel' });
    // Termination deletes the bytes on the server and forgets the stored fingerprint.
    await current?.abort(true).catch(() => undefined);
  }, []);

  useResumeWhenOnline(state, resume);
  useEffect(
    () => () => {
      void upload.current?.abort(false);
    },
    [],
  );
  return { state, start, pause, resume, cancel };
}
