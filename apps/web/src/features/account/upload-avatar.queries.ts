import { API_BASE_PATH, AvatarResponseSchema, type AvatarResponse } from '@streamit/contract';
import { uploadAvatarEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, CLIENT_ERROR_CODES } from '../../lib/api-client';
import {
  createHttpError,
  handleUnauthorized,
  reportHttpFailure,
  reportNetworkFailure,
} from '../../lib/api/failure-reporting';
import { readAuthToken } from '../../lib/auth-storage';

function parseAnswer(xhr: XMLHttpRequest): unknown {
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return undefined;
  }
}

// fetch cannot report upload progress, so this one call uses XMLHttpRequest with the API client's error rules.
function settleUpload(xhr: XMLHttpRequest): AvatarResponse {
  const body = parseAnswer(xhr);
  if (xhr.status >= 200 && xhr.status < 300) {
    const parsed = AvatarResponseSchema.safeParse(body);
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

function sendAvatar(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<AvatarResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}${uploadAvatarEndpoint.path}`);
    const token = readAuthToken('member');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(settleUpload(xhr));
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

/** POST /users/avatar (multipart `file`) with upload progress (0–1) and a way to cancel. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setProgress(0);
      return sendAvatar(file, setProgress, controller.current.signal);
    },
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
  return { ...mutation, progress, cancel: () => controller.current?.abort() };
}
