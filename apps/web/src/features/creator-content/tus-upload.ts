import { API_BASE_PATH } from '@streamit/contract';
import { defaultOptions, DetailedError, Upload, type PreviousUpload } from 'tus-js-client';
import { CLIENT_ERROR_CODES } from '../../lib/api-client';
import { createHttpError, handleUnauthorized, readClientMessage } from '../../lib/api/failure-reporting';
import { getCurrentLanguage } from '../../i18n/i18n';
import { readAuthToken } from '../../lib/auth-storage';
import type { UploadFailure } from './upload-machine';

/** Waits between automatic retries of a failed request (then the creator gets a Resume button). */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** Each PATCH carries at most this much, so proxies with body limits and flaky links lose little. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/** The tus creation URL of an activity's video (absolute: tus-js-client resolves Location against it). */
export function videoUploadEndpoint(activityId: string, origin = window.location.origin): string {
  return new URL(`${API_BASE_PATH}/activities/${activityId}/upload-video`, origin).toString();
}

/** What the upload reports back to its owner. */
export interface TusCallbacks {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  onSuccess: () => void;
  onError: (error: Error) => void;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Turns a tus-js-client error into the server's code and message (or a network failure). */
export function describeTusError(error: Error): UploadFailure {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response || response.getStatus() === 0)
    return { code: CLIENT_ERROR_CODES.network, message: readClientMessage('network') };
  const apiError = createHttpError(response.getStatus(), parseBody(response.getBody()));
  return { code: apiError.code, message: apiError.message };
}

/** The HTTP status behind a tus error, 0 when the request never got an answer. */
export function tusErrorStatus(error: Error): number {
  return error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? 0) : 0;
}

/** A tus upload of `file` to the activity's endpoint, sending the member's token on every request. */
export function createTusUpload(activityId: string, file: File, callbacks: TusCallbacks): Upload {
  return new Upload(file, {
    endpoint: videoUploadEndpoint(activityId),
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    // The fingerprint (name, type, size, date, endpoint) is kept in localStorage so a reload can resume.
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (request) => {
      const token = readAuthToken('member');
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
      // Like every API call: the server answers its refusals in the interface language (decision 060).
      request.setHeader('Accept-Language', getCurrentLanguage());
    },
    onProgress: callbacks.onProgress,
    onSuccess: callbacks.onSuccess,
    onError: (error) => {
      if (tusErrorStatus(error) === 401)
        handleUnauthorized('member', (path) => {
          window.location.assign(path);
        });
      callbacks.onError(error);
    },
  });
}

/** Unfinished uploads this browser remembers for an activity (from an earlier visit or a reload). */
export async function findStoredUploads(activityId: string): Promise<PreviousUpload[]> {
  const all = await defaultOptions.urlStorage.findAllUploads();
  const endpoint = videoUploadEndpoint(activityId);
  return all.filter((upload) => upload.urlStorageKey.includes(endpoint));
}
