import { STORE_MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressList } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/moderation.test-support.js';
import { ADDRESS, createShopper } from '../../../test/store.test-support.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

function request(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return context.app.inject({
    method,
    url: `/api/v1/store/addresses${url}`,
    headers: authHeader(token),
    ...(payload ? { payload } : {}),
  });
}

describe('saved shipping addresses', () => {
  it('saves, lists and removes only the member’s own addresses, postcode checked against the country', async () => {
    const member = await createShopper(context, 0);
    const other = await createShopper(context, 0);
    const saved = await request(member.token, 'POST', '', ADDRESS);
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json<SavedAddress>();
    const wrongPostcode = await request(member.token, 'POST', '', { ...ADDRESS, country: 'GB' });
    expect(wrongPostcode.statusCode).toBe(400);
    const list = (await request(member.token, 'GET', '')).json<SavedAddressList>();
    expect(list.items.map((item) => item.id)).toEqual([id]);
    expect(list.items[0]?.address).toMatchObject(ADDRESS);
    expect((await request(other.token, 'GET', '')).json<SavedAddressList>().items).toEqual([]);
    expect((await request(other.token, 'DELETE', `/${id}`)).statusCode).toBe(404);
    const removed = await request(member.token, 'DELETE', `/${id}`);
    expect(removed.json<SavedAddressList>().items).toEqual([]);
  });

  it('holds the limit when 50 saves arrive at once', async () => {
    const member = await createShopper(context, 0);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => request(member.token, 'POST', '', ADDRESS)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(STORE_MAX_SAVED_ADDRESSES);
    expect(codes.filter((code) => code === 409)).toHaveLength(50 - STORE_MAX_SAVED_ADDRESSES);
    const list = (await request(member.token, 'GET', '')).json<SavedAddressList>();
    expect(list.items).toHaveLength(STORE_MAX_SAVED_ADDRESSES);
  });
});
