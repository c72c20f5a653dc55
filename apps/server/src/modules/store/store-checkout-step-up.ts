import type { ShippingAddress, StoreCheckoutBody } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { MemberContext } from '../sessions/sessions.service.js';
import { requireRecentAuthentication } from '../wallet-custody/wallet-step-up.service.js';
import { listPaidOrderAddresses } from './store-orders.repository.js';

/** The fields that say where a parcel goes; the name and the phone say only who answers the door. */
const WHERE_IT_GOES = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;

type Destination = Pick<ShippingAddress, (typeof WHERE_IT_GOES)[number]>;

/** Trimmed, each run of white space one space, lower case. */
const normalised = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

/** One string per destination: two addresses that differ only in case or spacing give the same one. */
function destinationKey(address: Destination): string {
  return WHERE_IT_GOES.map((field) => normalised(address[field])).join('\n');
}

/** Whether one of the member's paid orders already went to this address. */
async function shippedThereBefore(deps: AppDeps, userId: string, address: Destination): Promise<boolean> {
  const key = destinationKey(address);
  return (await listPaidOrderAddresses(deps.db, userId)).some((known) => destinationKey(known) === key);
}

/**
 * A checkout spends points or ARTFI and ships goods, so a stolen session alone must not send them to the thief
 * (ASVS V6.3.3's mitigating controls, decision 062 amendment): paying in ARTFI, or shipping to an address none of
 * the member's paid orders went to, needs this session's recent authentication (the step-up of POST
 * /wallet/reauth, else STEP_UP_REQUIRED; without a password, a sign-in within the window, else
 * RECENT_SIGN_IN_REQUIRED). Points to a known address pass as they are.
 */
export async function requireCheckoutProof(
  deps: AppDeps,
  member: MemberContext,
  body: StoreCheckoutBody,
): Promise<void> {
  if (body.paymentMethod === 'POINTS' && (await shippedThereBefore(deps, member.userId, body.address)))
    return;
  await requireRecentAuthentication(deps, member);
}
