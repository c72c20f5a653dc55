import {
  STORE_MAX_SAVED_ADDRESSES,
  type SaveAddressBody,
  type SavedAddress,
  type SavedAddressList,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { memberLockKey } from '../points/points-accounts.js';
import {
  countAddresses,
  deleteAddress,
  insertAddress,
  listAddresses,
  type SavedAddressRow,
} from './store-addresses.repository.js';
import { lockOnKey } from './store-orders.repository.js';

const toSavedAddress = (row: SavedAddressRow): SavedAddress => ({
  id: row.id,
  address: row.address,
  createdAt: row.createdAt.toISOString(),
});

/** GET /store/addresses. */
export async function listSavedAddresses(deps: AppDeps, userId: string): Promise<SavedAddressList> {
  return { items: (await listAddresses(deps.db, userId)).map(toSavedAddress) };
}

/** POST /store/addresses: under the member's lock, so parallel saves cannot pass the limit together. */
export async function saveAddress(
  deps: AppDeps,
  userId: string,
  body: SaveAddressBody,
): Promise<SavedAddress> {
  const row = await deps.db.transaction(async (tx) => {
    await lockOnKey(tx, memberLockKey(userId));
    if ((await countAddresses(tx, userId)) >= STORE_MAX_SAVED_ADDRESSES)
      throw new AppError('STORE_ADDRESS_LIMIT');
    return insertAddress(tx, userId, body);
  });
  return toSavedAddress(row);
}

/** DELETE /store/addresses/:id: answers the addresses left. */
export async function removeSavedAddress(
  deps: AppDeps,
  userId: string,
  id: string,
): Promise<SavedAddressList> {
  if (!(await deleteAddress(deps.db, userId, id))) throw new AppError('STORE_ADDRESS_NOT_FOUND');
  return listSavedAddresses(deps, userId);
}
