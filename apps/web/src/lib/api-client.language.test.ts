import { CLIENT_MESSAGES, CLIENT_MESSAGES_AR, getHealthEndpoint } from '@streamit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { captureEvents } from '../test/capture-events';
import { failNetwork, installFakeFetch, respondError, respondJson } from '../test/fake-fetch';
import { HEALTHY } from '../test/test-endpoints';
import { trackPromise } from '../test/track-promise';
import { createApiClient } from './api-client';
import { API_ERROR_EVENTS } from './events';

// The server words its error messages in the language the client names (decision 060).
describe('api client language', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the interface language on every request, Arabic after the reader switches to it', async () => {
    const network = installFakeFetch(respondJson(200, HEALTHY));
    await createApiClient().request(getHealthEndpoint);
    await changeLanguage('ar');
    await createApiClient().request(getHealthEndpoint);

    expect(network.requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['en', 'ar']);
  });

  it("keeps the server's Arabic message for the reader", async () => {
    await changeLanguage('ar');
    installFakeFetch(respondError(409, 'EMAIL_ALREADY_REGISTERED', 'البريد الإلكتروني مسجّل مسبقًا.'));
    const result = trackPromise(createApiClient().request(getHealthEndpoint));

    await vi.advanceTimersByTimeAsync(0);
    expect(result.error).toMatchObject({
      code: 'EMAIL_ALREADY_REGISTERED',
      message: 'البريد الإلكتروني مسجّل مسبقًا.',
    });
  });

  it('words its own messages in Arabic for an Arabic reader and in English otherwise', async () => {
    installFakeFetch(failNetwork());
    const english = trackPromise(createApiClient().request(getHealthEndpoint));
    await vi.advanceTimersByTimeAsync(7_000);
    expect(english.error).toMatchObject({ code: 'NETWORK_ERROR', message: CLIENT_MESSAGES.network });

    await changeLanguage('ar');
    const networkEvents = captureEvents(API_ERROR_EVENTS.network);
    const arabic = trackPromise(createApiClient().request(getHealthEndpoint));
    await vi.advanceTimersByTimeAsync(7_000);
    expect(arabic.error).toMatchObject({ code: 'NETWORK_ERROR', message: CLIENT_MESSAGES_AR.network });
    expect(networkEvents).toMatchObject([{ kind: 'network', message: CLIENT_MESSAGES_AR.network }]);
  });

  it('says a bodiless refusal in Arabic', async () => {
    await changeLanguage('ar');
    installFakeFetch(() => new Response('', { status: 404 }));
    const result = trackPromise(createApiClient().request(getHealthEndpoint));

    await vi.advanceTimersByTimeAsync(0);
    expect(result.error).toMatchObject({ status: 404, message: CLIENT_MESSAGES_AR.notFound });
  });
});
