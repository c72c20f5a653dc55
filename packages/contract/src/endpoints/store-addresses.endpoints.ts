import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isPostalCodeValid } from '../models/postal-codes.js';
import { ShippingAddressSchema } from '../models/store.js';

/** A shipping address the member saved in My Account, to pick at checkout. */
export const SavedAddressSchema = z.object({
  id: z.uuid(),
  address: ShippingAddressSchema,
  createdAt: z.iso.datetime(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

/** The member's saved addresses, oldest first. */
export const SavedAddressListSchema = z.object({ items: z.array(SavedAddressSchema) });
export type SavedAddressList = z.infer<typeof SavedAddressListSchema>;

/** POST /store/addresses body: the address, its postcode checked against the country as at checkout. */
export const SaveAddressBodySchema = ShippingAddressSchema.refine(
  (address) => isPostalCodeValid(address.country, address.postalCode),
  { path: ['postalCode'], message: 'This postcode does not match the country.' },
);
export type SaveAddressBody = z.infer<typeof SaveAddressBodySchema>;

/** GET /store/addresses (member). */
export const listSavedAddressesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/store/addresses',
  summary: "The signed-in member's saved shipping addresses",
  tags: ['store'],
  auth: 'member',
  response: SavedAddressListSchema,
});

/** POST /store/addresses (member): saves one more address (STORE_MAX_SAVED_ADDRESSES at most). */
export const saveAddressEndpoint = defineEndpoint({
  method: 'POST',
  path: '/store/addresses',
  summary: 'Save a shipping address to pick at checkout',
  tags: ['store'],
  auth: 'member',
  body: SaveAddressBodySchema,
  response: SavedAddressSchema,
  successStatus: 201,
});

/** DELETE /store/addresses/:id (member). */
export const deleteSavedAddressEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/store/addresses/:id',
  summary: 'Remove a saved shipping address',
  tags: ['store'],
  auth: 'member',
  params: z.object({ id: z.uuid() }),
  response: SavedAddressListSchema,
});
