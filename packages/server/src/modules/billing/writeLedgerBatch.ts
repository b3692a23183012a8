import { sql, type Kysely } from 'kysely';
import type { ChargeStatus, Database } from '../../db/schema';
import { CLAIM_LOST_SQLSTATE } from '../../db/migrations/014_claim_with_charge';
import { KEY_TAKEN, type ChargeOutcome, type ChargeRequest, type KeyClaimRequest, type WalletCharge } from './charges';

/** A wallet's free coins and balance in micro-dollars. */
export interface WalletAmounts {
  free: bigint;
  balance: bigint;
}

/**
 * The amounts this process last wrote per user id: only a guess that saves a read, never trusted (every
 * write checks it; see writeLedgerBatch). Kept below MAX_KNOWN_WALLETS entries.
 */
export type KnownWallets = Map<number, WalletAmounts>;

/** The usage row a settled live call counts in (environment 'live', forwarded). */
export interface SettledUsage {
  apiEndpoint: string;
  serviceType: string;
  /** The call's row in api_calls (migration 010), written with the settlement; none when absent. */
  call?: SettledCall;
  /** The answer its Idempotency-Key replays (migration 011), stored with the settlement; none when absent. */
  answer?: SettledAnswer;
}

/**
 * A live call's answer kept for its Idempotency-Key: stored in idempotency_keys by the statement that settles the
 * charge, only if it settles it (a charge of `userId`) and only while `claim` still holds the account's `key`.
 */
export interface SettledAnswer {
  userId: number;
  key: string;
  claim: string;
  statusCode: number;
  /** The answer's body as JSON text. */
  body: string;
}

/** A settled live call's outcome, as api_calls keeps it. */
export interface SettledCall {
  statusCode: number;
  latencyMs: number;
  costMicro: bigint;
  requestId: string;
}

/**
 * The idempotency module's terms for the Idempotency-Key claims that charges carry: how long a key's answer is kept,
 * how long a request may hold it, and how keys are taken on their own when the charges' statement could not take one.
 */
export interface KeyTerms {
  windowMs: number;
  leaseMs: number;
  /** Takes the keys of these claims in a statement of their own; answers the claims that took their key. */
  take(claims: (KeyClaimRequest & { userId: number })[]): Promise<Set<string>>;
}

/** Work for one ledger statement: live-call charges to take and pending charges to settle. */
export interface LedgerBatch {
  /** Charges to take; one with a claim is taken only if its claim takes the key (`keys` then gives the terms). */
  charges: ChargeRequest[];
  keys?: KeyTerms;
  /** References of pending charges of served calls. */
  settle: string[];
  /** Per settle reference, the usage its call counts in, written in the same statement as the settlement. */
  usage?: Map<string, SettledUsage>;
}

/**
 * Per charge what was taken (null: the wallet could not cover it; KEY_TAKEN: its claim did not take the key); per
 * settled reference its status afterwards.
 */
export interface LedgerBatchResult {
  charged: ChargeOutcome[];
  statuses: (ChargeStatus | undefined)[];
}

const MAX_KNOWN_WALLETS = 10_000;
/** Tries before giving up when other writers keep changing the same wallets (never reached in practice). */
const MAX_ATTEMPTS = 20;
/** SQLSTATEs after which the statement changed nothing and can simply run again: deadlock, serialization. */
const RETRYABLE = new Set(['40P01', '40001']);

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
const isRetryable = (error: unknown) => RETRYABLE.has(codeOf(error) ?? '');

/** The charge without its claim (its key is taken already). */
function withoutClaim({ claim: _taken, ...charge }: ChargeRequest): ChargeRequest {
  return charge;
}

/** The charges among `entries` that carry a claim, with it. */
const claimsOf = (entries: { charge: ChargeRequest }[]) =>
  entries.flatMap(({ charge }) => (charge.claim ? [{ charge, claim: charge.claim }] : []));

/** Applies `charges` in order to copies of the wallets: free coins first, then balance; null when not covered. */
function applyCharges(wallets: KnownWallets, charges: ChargeRequest[]) {
  const after = new Map<number, WalletAmounts>();
  for (const { userId } of charges) {
    const amounts = wallets.get(userId);
    if (amounts && !after.has(userId)) after.set(userId, { ...amounts });
  }
  const results = charges.map((charge): WalletCharge | null => {
    const wallet = after.get(charge.userId);
    if (!wallet || wallet.free + wallet.balance < charge.costMicro) return null;
    const fromFreeMicro = wallet.free < charge.costMicro ? wallet.free : charge.costMicro;
    const fromBalanceMicro = charge.costMicro - fromFreeMicro;
    wallet.free -= fromFreeMicro;
    wallet.balance -= fromBalanceMicro;
    return { userId: charge.userId, reference: charge.reference, fromFreeMicro, fromBalanceMicro };
  });
  return { results, after };
}

/**
 * ONE statement (the function csi_ledger_batch, migrations 004, 005, 010, 011 and 014, whose plan the database keeps):
 * claims the Idempotency-Keys of the keyed `entries` (with `keys`; if one is not taken it raises CLAIM_LOST_SQLSTATE
 * and changes nothing), debits each wallet from `before` to `after` only if it still holds exactly `before` (a
 * compare-and-set, so a concurrent change is never overwritten), writes the 'api_charge' ledger rows ('pending') of the
 * wallets it debited, settles `settle` ('pending' → 'settled', found by reference only, see pendingByReference) and
 * counts the usage of the references it settled (`usage`), with each call's row and Idempotency-Key answer when given.
 * Answers the user ids debited and the references settled.
 */
async function runStatement(
  db: Kysely<Database>,
  debits: { userId: number; before: WalletAmounts; after: WalletAmounts }[],
  entries: { charge: ChargeRequest; taken: WalletCharge }[],
  settle: string[],
  usage: Map<string, SettledUsage>,
  keys: KeyTerms | undefined,
): Promise<{ debited: Set<number>; settled: Set<string> }> {
  const column = <T>(list: T[], value: (item: T) => bigint | number | string) =>
    list.map((item) => String(value(item)));
  const claims = keys ? claimsOf(entries) : [];
  // With claims, migration 014's version: it claims the keys first and raises CLAIM_LOST_SQLSTATE if one is held.
  const claimArguments =
    claims.length > 0 && keys
      ? sql`, ${column(claims, (c) => c.charge.userId)}::bigint[], ${column(claims, (c) => c.claim.key)}::text[],
        ${column(claims, (c) => c.claim.fingerprint)}::text[], ${column(claims, (c) => c.claim.claim)}::text[],
        ${keys.windowMs}::integer, ${keys.leaseMs}::integer`
      : sql``;
  const { rows } = await sql<{ what: string; id: string }>`
    SELECT what, id FROM csi_ledger_batch(
      ${column(debits, (d) => d.userId)}::bigint[], ${column(debits, (d) => d.before.free)}::bigint[],
      ${column(debits, (d) => d.before.balance)}::bigint[], ${column(debits, (d) => d.after.free)}::bigint[],
      ${column(debits, (d) => d.after.balance)}::bigint[],
      ${column(entries, (e) => e.taken.userId)}::bigint[], ${column(entries, (e) => e.charge.description)}::text[],
      ${column(entries, (e) => e.taken.reference)}::text[], ${column(entries, (e) => -e.taken.fromFreeMicro)}::bigint[],
      ${column(entries, (e) => -e.taken.fromBalanceMicro)}::bigint[],
      ${settle}::text[], ${settle.map((r) => usage.get(r)?.apiEndpoint ?? null)}::text[],
      ${settle.map((r) => usage.get(r)?.serviceType ?? null)}::text[],
      ${settle.map((r) => usage.get(r)?.call?.statusCode ?? null)}::integer[],
      ${settle.map((r) => usage.get(r)?.call?.latencyMs ?? null)}::integer[],
      ${settle.map((r) => String(usage.get(r)?.call?.costMicro ?? 0n))}::bigint[],
      ${settle.map((r) => usage.get(r)?.call?.requestId ?? null)}::text[],
      ${settle.map((r) => usage.get(r)?.answer?.userId ?? null)}::bigint[],
      ${settle.map((r) => usage.get(r)?.answer?.key ?? null)}::text[],
      ${settle.map((r) => usage.get(r)?.answer?.claim ?? null)}::text[],
      ${settle.map((r) => usage.get(r)?.answer?.statusCode ?? null)}::integer[],
      ${settle.map((r) => usage.get(r)?.answer?.body ?? null)}::text[]${claimArguments})`.execute(db);
  return {
    debited: new Set(rows.filter((row) => row.what === 'debited').map((row) => Number(row.id))),
    settled: new Set(rows.filter((row) => row.what === 'settled').map((row) => row.id)),
  };
}

/** The status of each charge reference (undefined when unknown). */
async function readStatuses(
  db: Kysely<Database>,
  references: string[],
): Promise<Map<string, ChargeStatus | undefined>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger')
    .select(['reference', 'status'])
    .where('reference', 'in', references)
    .where('kind', '=', 'api_charge')
    .execute();
  return new Map(rows.map((row) => [row.reference ?? '', row.status ?? undefined]));
}

/**
 * Takes live-call charges and settles served ones, usually in ONE statement (one round trip, atomic):
 *
 * - Charges: each charge is taken from its wallet in the order given, free coins first and then balance; a
 *   charge the wallet cannot cover answers null and changes nothing. The wallet amounts come from `known`
 *   (what this process wrote last) or are read; either way the debit is a compare-and-set on the exact
 *   amounts it was computed from, so a wallet changed meanwhile (a refund, a top-up, a payment, another
 *   instance) is never overwritten: its charges are computed again from a fresh read and retried. Refusals
 *   are final only when computed from amounts read in the same attempt. Each debit is written with its
 *   'api_charge' ledger rows, status 'pending' until settled here or refunded (refundCharge,
 *   reconcilePendingCharges). Wallets never go negative (the CHECK constraints back this up).
 * - Claims: a charge with a claim (an Idempotency-Key, with `keys`) is taken only if its claim takes the key, in the
 *   same statement. If one does not, nothing of that statement is done: the keys of its charges are taken on their
 *   own (`keys.take`), the charges whose key was not taken answer KEY_TAKEN and change nothing, and the others are
 *   charged without claims. The same key twice in a batch: the first claims it, the others answer KEY_TAKEN. A
 *   charge computed again claims again with the same claim, which keeps the key.
 * - Settles: 'pending' → 'settled' for served calls; the answer is each charge's status afterwards
 *   ('settled', 'refunded' when reconcilePendingCharges refunded it first, undefined when unknown). A status
 *   other than 'pending' never changes, so settling twice is harmless.
 *
 * A failure other than a deadlock or serialization failure (which change nothing and are retried) rejects
 * the whole batch, having changed nothing in that statement.
 */
export async function writeLedgerBatch(
  db: Kysely<Database>,
  { charges, settle, usage = new Map(), keys }: LedgerBatch,
  known: KnownWallets = new Map(),
): Promise<LedgerBatchResult> {
  const charged: ChargeOutcome[] = charges.map(() => null);
  // The same key twice in one batch: the first claims it, the others find it taken.
  const keysSeen = new Set<string>();
  let open = charges
    .map((charge, index) => ({ charge, index }))
    .filter(({ charge, index }) => {
      if (!charge.claim) return true;
      if (!keys) throw new Error('A charge with an Idempotency-Key claim needs the key terms.');
      const ref = `${charge.userId}\n${charge.claim.key}`;
      if (!keysSeen.has(ref)) return keysSeen.add(ref);
      charged[index] = KEY_TAKEN;
      return false;
    });
  let toSettle = settle;
  const settled = new Set<string>();
  for (let attempt = 0; open.length > 0 || toSettle.length > 0; attempt++) {
    if (attempt === MAX_ATTEMPTS) throw new Error('Wallets kept changing: the charges were not taken.');
    const missing = [...new Set(open.map(({ charge }) => charge.userId).filter((id) => !known.has(id)))];
    const fresh = new Set(missing);
    if (missing.length > 0) {
      const rows = await db
        .selectFrom('wallets')
        .select(['userId', 'freeCoinsMicro', 'balanceMicro'])
        .where('userId', 'in', missing)
        .execute();
      for (const row of rows) {
        known.set(Number(row.userId), { free: BigInt(row.freeCoinsMicro), balance: BigInt(row.balanceMicro) });
      }
    }
    const { results, after } = applyCharges(
      known,
      open.map(({ charge }) => charge),
    );
    const users = [...new Set(open.map(({ charge }) => charge.userId))];
    const debitedUsers = users.filter((id) => results.some((r) => r?.userId === id));
    const debits = debitedUsers.flatMap((userId) => {
      const before = known.get(userId);
      const now = after.get(userId);
      return before && now ? [{ userId, before, after: now }] : [];
    });
    const entries = open.flatMap(({ charge }, i) => {
      const taken = results[i];
      return taken ? [{ charge, taken }] : [];
    });
    let outcome: { debited: Set<number>; settled: Set<string> };
    try {
      outcome =
        debits.length > 0 || toSettle.length > 0
          ? await runStatement(db, debits, entries, toSettle, usage, keys)
          : { debited: new Set(), settled: new Set() };
    } catch (error) {
      if (codeOf(error) === CLAIM_LOST_SQLSTATE && keys) {
        // Nothing of the batch was done: the keys are claimed on their own, then charged for those taken.
        const claims = claimsOf(entries);
        const taken = await keys.take(claims.map(({ charge, claim }) => ({ userId: charge.userId, ...claim })));
        const lost = new Set(claims.filter(({ claim }) => !taken.has(claim.claim)).map(({ charge }) => charge));
        open = open.flatMap(({ charge, index }) => {
          if (lost.has(charge)) {
            charged[index] = KEY_TAKEN;
            return [];
          }
          return [{ charge: charge.claim && taken.has(charge.claim.claim) ? withoutClaim(charge) : charge, index }];
        });
        continue;
      }
      if (!isRetryable(error)) throw error;
      for (const userId of debitedUsers) known.delete(userId);
      continue;
    }
    for (const reference of outcome.settled) settled.add(reference);
    toSettle = [];
    const retry = new Set<number>();
    for (const userId of users) {
      const wasDebited = outcome.debited.has(userId);
      const now = after.get(userId);
      if (wasDebited && now) known.set(userId, now);
      // A debit that lost the compare-and-set, or refusals computed from amounts not read just now: again.
      else if (debitedUsers.includes(userId) || !fresh.has(userId)) {
        known.delete(userId);
        retry.add(userId);
      }
    }
    open.forEach(({ index, charge }, i) => {
      if (!retry.has(charge.userId)) charged[index] = results[i] ?? null;
    });
    open = open.filter(({ charge }) => retry.has(charge.userId));
  }
  if (known.size > MAX_KNOWN_WALLETS) known.clear();
  const others = await readStatuses(
    db,
    settle.filter((reference) => !settled.has(reference)),
  );
  return {
    charged,
    statuses: settle.map((reference) => (settled.has(reference) ? 'settled' : others.get(reference))),
  };
}
