import { API_BASE_PATH } from '@streamit/contract';
import type { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { readAuthToken } from '../auth-storage';
import {
  createHttpError,
  handleUnauthorized,
  reportHttpFailure,
  reportNetworkFailure,
} from './failure-reporting';

function parseAnswer(xhr: XMLHttpRequest): unknown {
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return undefined;
  }
}

function settle<T>(xhr: XMLHttpRequest, schema: z.ZodType<T>): T {
  const body = parseAnswer(xhr);
  if (xhr.status >= 200 && xhr.status < 300) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new ApiError(
      xhr.status,
      CLIENT_ERROR_CODES.invalidResponse,
      'The server sent an unexpected answer.',
    );
  }
  const error = createHttpError(xhr.status, body);
  if (error.status === 401)
    handleUnauthorized('member', (path) => {
      window.location.assign(path);
    });
  else reportHttpFailure(error);
  throw error;
}

/** One file to one member upload path (multipart `file`), with the upload's progress (0–1) and cancelling. */
export interface FileUpload<T> {
  path: string;
  file: File;
  schema: z.ZodType<T>;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/**
 * fetch cannot report upload progress, so uploads use XMLHttpRequest with the API client's error rules
 * (401 signs out, other failures raise the spec's events).
 */
export function uploadFile<T>({ path, file, schema, onProgress, signal }: FileUpload<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}${path}`);
    const token = readAuthToken('member');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(settle(xhr, schema));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => {
      reject(reportNetworkFailure());
    };
    xhr.onabort = () => {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal.addEventListener('abort', () => {
      xhr.abort();
    });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
