// The payments the crash tests kill mid-way: the runner's own probe and each user of the runner.
import { eq } from 'drizzle-orm';
import { parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { StartedChain } from '../src/modules/wallet-chain/chain-client.js';
import { insertGrant } from '../src/modules/wallet-chain/treasury-grants.repository.js';
import { treasuryGrants } from '../src/modules/wallet-chain/treasury-grants.schema.js';
import { moveExchange } from '../src/modules/wallet-exchange/exchange.repository.js';
import { pointsExchanges } from '../src/modules/wallet-exchange/exchange.schema.js';
import { runPayout } from '../src/modules/wallet-exchange/exchange-payout.service.js';
import { createExchangeMember, exchangeOk } from './wallet-exchange.test-support.js';
import { findCustodialWallet } from '../src/modules/wallet-custody/wallets.repository.js';
import { findCustodialTx } from '../src/modules/wallet-tokens/custodial-tx.repository.js';
import { resumeCustodialTx } from '../src/modules/wallet-tokens/custodial-tx.service.js';
import { runGrantPayout } from '../src/modules/wallet-tokens/treasury-grant-payout.service.js';
import {
  releaseCustodialWallet,
  walletReleasePurpose,
} from '../src/modules/wallet-tokens/wallet-release.service.js';
import { createCustodialMember, fundArtfi } from './wallet-tokens.test-support.js';
import type { TestContext } from './test-app.js';
import { findProbe, insertProbe, runProbe } from './transfer-probe.test-support.js';

/** One payment made for a crash test: who pays whom, how the child is told, how it is read and resumed. */
export interface CrashPayment {
  id: string;
  to: Address;
  /** The address whose nonce the payment's transaction uses. */
  signer: Address;
  env: Record<string, string>;
  read(): Promise<Record<string, unknown>>;
  resume(): Promise<void>;
}

/** A kind of payment the crash tests run: its rows while paying and once paid. */
export interface CrashSubject {
  kind: 'probe' | 'exchange' | 'grant' | 'custodial' | 'handOver';
  open: Record<string, unknown>;
  paid: Record<string, unknown>;
  create(context: TestContext, chain: StartedChain, artfi: number): Promise<CrashPayment>;
}

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

const probe: CrashSubject = {
  kind: 'probe',
  open: { status: 'PAYING' },
  paid: { status: 'PAID' },
  async create(context, chain, artfi) {
    const { db } = context.deps;
    const row = await insertProbe(db, freshAddress(), parseUnits(String(artfi), 18));
    return {
      id: row.id,
      to: row.toAddress as Address,
      signer: chain.chain.treasury.address,
      env: {},
      read: () => findProbe(db, row.id),
      resume: async () => {
        await runProbe(db, chain.chain, row.id);
      },
    };
  },
};

async function readExchange(context: TestContext, id: string) {
  const [row] = await context.deps.db.select().from(pointsExchanges).where(eq(pointsExchanges.id, id));
  if (!row) throw new Error('no exchange');
  return row;
}

const exchange: CrashSubject = {
  kind: 'exchange',
  open: { status: 'PAYING' },
  paid: { status: 'SETTLED', attempts: 1 },
  async create(context, chain, artfi) {
    // The test exchange rate is 100 points per ARTFI.
    const member = await createExchangeMember(context, artfi * 100);
    const made = await exchangeOk(context, member, artfi * 100);
    await moveExchange(context.deps.db, made.id, 'PENDING', 'APPROVED');
    return {
      id: made.id,
      to: member.address,
      signer: chain.chain.treasury.address,
      env: {},
      read: () => readExchange(context, made.id),
      resume: () => runPayout(context.deps, made.id),
    };
  },
};

const grant: CrashSubject = {
  kind: 'grant',
  open: { status: 'PAYING' },
  paid: { status: 'SETTLED' },
  async create(context, chain, artfi) {
    const member = await createExchangeMember(context, 0);
    const { db } = context.deps;
    const amountWei = parseUnits(String(artfi), 18).toString();
    const row = await insertGrant(db, {
      kind: 'WELCOME',
      userId: member.id,
      toAddress: member.address,
      amountWei,
    });
    if (!row) throw new Error('no grant');
    const read = async () =>
      (await db.select().from(treasuryGrants).where(eq(treasuryGrants.id, row.id)))[0] ?? {};
    return {
      id: row.id,
      to: member.address,
      signer: chain.chain.treasury.address,
      env: {},
      read,
      resume: () => runGrantPayout(context.deps, row.id),
    };
  },
};

// A custodial transaction's row while it is out, and once mined.
const CUSTODIAL_ROWS = { open: { status: 'SENT' }, paid: { status: 'CONFIRMED' } };

/** A member whose custodial wallet holds `artfi` ARTFI. */
async function fundedCustodialMember(context: TestContext, chain: StartedChain, artfi: number) {
  const member = await createCustodialMember(context);
  await fundArtfi(chain.chain, member.address, String(artfi));
  return member;
}

const custodial: CrashSubject = {
  kind: 'custodial',
  ...CUSTODIAL_ROWS,
  async create(context, chain, artfi) {
    const member = await fundedCustodialMember(context, chain, artfi);
    const wallet = await findCustodialWallet(context.deps.db, member.id);
    if (!wallet) throw new Error('no custodial wallet');
    const to = freshAddress();
    const purposeKey = `send:crash-${member.id}`;
    const amountWei = parseUnits(String(artfi), 18).toString();
    const spend = {
      userId: member.id,
      walletId: wallet.id,
      privateKey: member.privateKey,
      purposeKey,
      to,
      amountWei,
    };
    const read = async () => (await findCustodialTx(context.deps.db, member.id, purposeKey)) ?? {};
    const resume = async () => {
      const row = await findCustodialTx(context.deps.db, member.id, purposeKey);
      if (row) await resumeCustodialTx(context.deps, chain.chain, row);
    };
    return {
      id: member.id,
      to,
      signer: member.address,
      env: { CUSTODIAL_SPEND: JSON.stringify(spend) },
      read,
      resume,
    };
  },
};

/** A deleted member's wallet handed over (decision 070 §3): the job resumes what a killed run recorded. */
const handOver: CrashSubject = {
  kind: 'handOver',
  ...CUSTODIAL_ROWS,
  async create(context, chain, artfi) {
    const member = await fundedCustodialMember(context, chain, artfi);
    const release = { userId: member.id, choice: 'handOver' as const, address: freshAddress() };
    const purposeKey = walletReleasePurpose(member.id);
    return {
      id: member.id,
      to: release.address,
      signer: member.address,
      env: { WALLET_RELEASE: JSON.stringify(release) },
      read: async () => (await findCustodialTx(context.deps.db, member.id, purposeKey)) ?? {},
      resume: async () => {
        await releaseCustodialWallet(context.deps, release);
      },
    };
  },
};

/** The runner once, then each of its users. */
export const CRASH_SUBJECTS: CrashSubject[] = [probe, exchange, grant, custodial, handOver];
