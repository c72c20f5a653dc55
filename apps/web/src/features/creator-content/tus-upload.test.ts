import { DetailedError, type HttpResponse } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { describeTusError, tusErrorStatus, videoUploadEndpoint } from './tus-upload';

function answered(status: number, body: string): DetailedError {
  const response: HttpResponse = {
    getStatus: () => status,
    getHeader: () => undefined,
    getBody: () => body,
    getUnderlyingObject: () => null,
  };
  return Object.assign(new DetailedError('tus: unexpected response'), { originalResponse: response });
}

describe('tus upload helpers', () => {
  it('points at the activity’s tus endpoint on this origin', () => {
    expect(videoUploadEndpoint('abc', 'https://streamit.test')).toBe(
      'https://streamit.test/api/v1/activities/abc/upload-video',
    );
  });

  it('reads the server’s code and message from a refused upload', () => {
    const body = JSON.stringify({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'File type not supported. Please use a supported file format.',
      },
    });
    expect(describeTusError(answered(415, body))).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'File type not supported. Please use a supported file format.',
    });
    expect(tusErrorStatus(answered(415, body))).toBe(415);
  });

  it('falls back to the spec message of the status when the body is not JSON', () => {
    expect(describeTusError(answered(413, '<html>'))).toMatchObject({
      message: 'File size is too large. Please compress your file and try again.',
    });
  });

  it('calls an error without an answer a network failure', () => {
    const failure = describeTusError(new Error('xhr error'));
    expect(failure.code).toBe('NETWORK_ERROR');
    expect(tusErrorStatus(new Error('xhr error'))).toBe(0);
  });
});
