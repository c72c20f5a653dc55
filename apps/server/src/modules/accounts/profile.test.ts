import type { MemberUser } from '@streamit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginToken,
  nextIp,
  registerVerified,
  useMemberSuite,
} from '../../../test/member-auth.test-support.js';

const suite = useMemberSuite();
let token: string;

beforeAll(async () => {
  await registerVerified(suite.context.app, suite.sink, { email: 'names@example.com' });
  token = await loginToken(suite.context.app, 'names@example.com');
});

const patch = (payload: unknown, auth: string | null = token) =>
  suite.context.app.inject({
    method: 'PATCH',
    url: '/api/v1/auth/profile',
    headers: auth ? bearer(auth) : {},
    remoteAddress: nextIp(),
    payload: payload as object,
  });

async function currentProfile(): Promise<MemberUser> {
  const response = await suite.context.app.inject({
    method: 'GET',
    url: '/api/v1/auth/profile',
    headers: bearer(token),
  });
  return response.json<{ user: MemberUser }>().user;
}

describe('PATCH /auth/profile', () => {
  it('changes first, last and display name (trimmed) and answers the updated profile', async () => {
    const response = await patch({ firstName: '  Layla ', lastName: 'Haddad', displayName: ' ليلى ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: MemberUser }>().user).toMatchObject({
      email: 'names@example.com',
      firstName: 'Layla',
      lastName: 'Haddad',
      displayName: 'ليلى',
    });
    expect(await currentProfile()).toMatchObject({
      firstName: 'Layla',
      lastName: 'Haddad',
      displayName: 'ليلى',
    });
  });

  it('stores an empty first or last name as none', async () => {
    const response = await patch({ firstName: ' ', lastName: '', displayName: 'Just Layla' });
    expect(response.statusCode).toBe(200);
    expect(await currentProfile()).toMatchObject({
      firstName: null,
      lastName: null,
      displayName: 'Just Layla',
    });
  });

  it.each([
    ['an empty display name', { firstName: 'A', lastName: 'B', displayName: '   ' }],
    ['a name over 100 characters', { firstName: 'x'.repeat(101), lastName: 'B', displayName: 'C' }],
    ['markup in a name', { firstName: 'A', lastName: 'B', displayName: '<b>Bold</b>' }],
    ['a control character', { firstName: 'A\u0007', lastName: 'B', displayName: 'C' }],
    ['a missing field', { firstName: 'A', displayName: 'C' }],
    ['an unknown field', { firstName: 'A', lastName: 'B', displayName: 'C', tier: 'VIP' }],
  ])('refuses %s with the validation message and changes nothing', async (_case, payload) => {
    const before = await currentProfile();
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Please check your input data and try again.' },
    });
    expect(await currentProfile()).toEqual(before);
  });

  it.each(['Admin', 'Ａｄｍｉｎ', 'adm\u200Bin', 'Stream1t', '5upport'])(
    'refuses the reserved display name %j with the registration message and changes nothing',
    async (displayName) => {
      const before = await currentProfile();
      const response = await patch({ firstName: 'A', lastName: 'B', displayName });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'DISPLAY_NAME_RESERVED',
          message: 'This display name is reserved. Please choose another one.',
        },
      });
      expect(await currentProfile()).toEqual(before);
    },
  );

  it('needs a signed-in member', async () => {
    expect((await patch({ firstName: 'A', lastName: 'B', displayName: 'C' }, null)).statusCode).toBe(401);
  });
});
