import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { requestsUnder, type FakeRequest } from './fake-fetch';

/** Waits for an admin screen's "no access" notice, then checks that none of its data was asked for. */
export async function expectAdminScreenRefused(
  network: { requests: readonly FakeRequest[] },
  apiPath: string,
): Promise<void> {
  await screen.findByText("You don't have access to this section");
  expect(requestsUnder(network, apiPath)).toEqual([]);
}
