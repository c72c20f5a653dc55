import { getHealthEndpoint } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { captureEvents } from '../test/capture-events';
import { installFakeFetch, respondError } from '../test/fake-fetch';
import { createApiClient } from './api-client';
import { API_ERROR_EVENTS, MAINTENANCE_EVENT } from './events';

const MAINTENANCE_MESSAGE =
  "We're down for scheduled maintenance and will be back soon. Thank you for your patience.";

describe('api client during maintenance (docs/decisions/010-maintenance-mode.md)', () => {
  it('does not retry 503 MAINTENANCE, raises the maintenance event and no server toast', async () => {
    const network = installFakeFetch(respondError(503, 'MAINTENANCE', MAINTENANCE_MESSAGE));
    const maintenance = captureEvents(MAINTENANCE_EVENT);
    const serverErrors = captureEvents(API_ERROR_EVENTS.server);

    await expect(createApiClient().request(getHealthEndpoint)).rejects.toMatchObject({
      status: 503,
      code: 'MAINTENANCE',
      message: MAINTENANCE_MESSAGE,
    });
    expect(network.requests).toHaveLength(1);
    expect(maintenance).toHaveLength(1);
    expect(serverErrors).toHaveLength(0);
  });
});
