import { installFakeFetch, respondByPath, respondJson, type Responder } from '../../../test/fake-fetch';
import { respondSiteConfig } from '../../../test/site-config';

/** The address of the member's custodial wallet in these tests. */
export const CUSTODY_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** The member's custodial wallet, the payout wallet, with a recovery phrase. */
export const CUSTODIAL_WALLET = {
  id: '6f1c1a52-4a43-4d7e-9d0e-2f0c4b1b9a11',
  address: CUSTODY_ADDRESS,
  kind: 'CUSTODIAL',
  isPayout: true,
  hasMnemonic: true,
  createdAt: '2026-11-25T03:00:00.000Z',
};

/** GET /wallet/info's body: the wallets, the payout address and until when the member stepped up. */
export function walletOverview(wallets: object[], stepUpExpiresAt: string | null = null) {
  return { wallets, payoutAddress: wallets.length ? CUSTODY_ADDRESS : null, stepUpExpiresAt };
}

/** Answers the site config and the given routes; any other call gets an empty 200. */
export function serveWallet(routes: Record<string, Responder>): ReturnType<typeof installFakeFetch> {
  return installFakeFetch(
    respondByPath({ '/api/v1/site/config': respondSiteConfig(), ...routes }, respondJson(200, {})),
  );
}
