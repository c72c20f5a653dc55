import {
  ARTFI_TOKEN,
  type EstimateGasQuery,
  type GasEstimate,
  type WalletPageData,
  type Web3Balance,
  type Web3Stats,
} from '@streamit/contract';
import { encodeFunctionData, formatUnits, parseUnits, type Address } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import { readTokenBalance } from '../wallet-chain/treasury-transfer.js';
import { getExchangeRates, getWeb3Balance, readBalances } from '../wallet-exchange/exchange.service.js';
import { selectPointsBalance } from '../wallet-exchange/exchange.queries.js';
import { findUserById } from '../members/members.queries.js';
import { describeWelcomeTokens } from '../wallet-custody/welcome-status.service.js';
import type { MemberContext } from '../sessions/sessions.service.js';
import { getWalletOverview } from '../wallet-custody/wallet-custody.service.js';
import { findCustodialWallet } from '../wallet-custody/wallets.queries.js';
import { listMemberSends } from './custodial-tx.repository.js';
import { estimateCall, spendableArtfi } from './custodial-tx.service.js';
import { requireChain, requireCustodialWallet } from './wallet-send.service.js';
import { toWalletSend } from './web3-view.js';
import { countPaid } from './web3-stats.repository.js';

const PAGE_SENDS = 20;

/** GET /wallet/balance: the custodial wallet's ARTFI and gas (what a send spends), and the points. */
export async function getCustodialBalance(deps: AppDeps, userId: string): Promise<Web3Balance> {
  const [wallet, points] = await Promise.all([
    findCustodialWallet(deps.db, userId),
    selectPointsBalance(deps.db, userId),
  ]);
  return readBalances(deps, wallet?.address ?? null, points);
}

/** GET /web3/wallet-page-data: the /wallet page's reads in one answer. */
export async function getWalletPageData(deps: AppDeps, member: MemberContext): Promise<WalletPageData> {
  const [overview, balance, rates, user, sends] = await Promise.all([
    getWalletOverview(deps, member.userId, member.sessionId),
    getWeb3Balance(deps, member.userId),
    getExchangeRates(deps, member.userId),
    findUserById(deps.db, member.userId),
    listMemberSends(deps.db, member.userId, PAGE_SENDS),
  ]);
  const welcomeTokens = await describeWelcomeTokens(deps, member.userId, Boolean(user?.emailVerifiedAt));
  const custodial = overview.wallets.find((wallet) => wallet.kind === 'CUSTODIAL');
  const custodialBalance = custodial ? await readBalances(deps, custodial.address, balance.points) : null;
  return {
    wallets: overview,
    balance,
    custodialBalance,
    rates,
    welcomeTokens,
    sends: sends.map((row) => toWalletSend(deps.config, row)),
  };
}

/** GET /web3/estimate-gas: what a send from the custodial wallet costs and whether gas is topped up. */
export async function estimateSendGas(
  deps: AppDeps,
  userId: string,
  query: EstimateGasQuery,
): Promise<GasEstimate> {
  const chain = requireChain(deps);
  const wallet = await requireCustodialWallet(deps, userId);
  const from = wallet.address as Address;
  const amount = parseUnits(query.amount, ARTFI_TOKEN.decimals);
  const spendable = await spendableArtfi(deps, chain, from);
  // Estimated as a send of what the wallet holds when the amount is more, so the answer still says the cost.
  const probe = amount <= spendable ? amount : spendable > 0n ? spendable : 0n;
  const data = encodeFunctionData({
    abi: chain.artifact.abi,
    functionName: 'transfer',
    args: [query.to as Address, probe],
  });
  const [fees, gasBalance] = await Promise.all([
    estimateCall(chain, from, data),
    chain.publicClient.getBalance({ address: from }),
  ]);
  const maxFee = fees.gas * fees.maxFeePerGas;
  return {
    gasUnits: fees.gas.toString(),
    maxFeePerGasWei: fees.maxFeePerGas.toString(),
    maxFee: formatUnits(maxFee, 18),
    gasBalance: formatUnits(gasBalance, 18),
    gasTopUp: gasBalance < maxFee,
    affordable: amount <= spendable,
  };
}

/** GET /web3/stats: the token on chain (supply, treasury) and what the platform paid. */
export async function getWeb3Stats(deps: AppDeps): Promise<Web3Stats> {
  const chain = deps.chain;
  const paid = await countPaid(deps.db);
  const [supply, treasury] = chain
    ? await Promise.all([
        chain.publicClient.readContract({
          address: chain.tokenAddress,
          abi: chain.artifact.abi,
          functionName: 'totalSupply',
        }) as Promise<bigint>,
        readTokenBalance(chain, chain.treasury.address),
      ])
    : [undefined, undefined];
  const artfi = (wei: bigint | undefined) =>
    wei === undefined ? null : formatUnits(wei, ARTFI_TOKEN.decimals);
  return {
    symbol: ARTFI_TOKEN.symbol,
    chainAvailable: chain !== undefined,
    chainId: chain?.chainId ?? null,
    contractAddress: chain?.tokenAddress ?? null,
    totalSupply: artfi(supply),
    treasuryBalance: artfi(treasury),
    ...paid,
  };
}
