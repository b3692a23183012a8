import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { KEY_TAKEN, type ChargeOutcome, type ChargeRequest, type ServedCharge, type WalletCharge } from './charges';

/** A wallet's free coins and balance in micro-dollars. */
export interface WalletAmounts {
  free: bigint;
  balance: bigint;
}

/**
 * The amounts this process last wrote or read per user id: only a guess that saves a read, never trusted (every
 * write checks it; see writeLedgerBatch). Kept below MAX_KNOWN_WALLETS entries.
 */
export type KnownWallets = Map<number, WalletAmounts>;

/**
 * The idempotency module's terms for the keys that charges write with their answers: how long a key's answer is kept,
 * and how long a request may hold a key it claimed (payments claim keys before they run) without finishing.
 */
export interface KeyTerms {
  windowMs: number;
  leaseMs: number;
}

const MAX_KNOWN_WALLETS = 10_000;
/** The SQLSTATE csi_charge_served raises, having done nothing, when a keyed charge's key has an answer already. */
const CLAIM_LOST_SQLSTATE = 'CSI01';
/** Tries before giving up when other writers keep changing the same wallets (never reached in practice). */
const MAX_ATTEMPTS = 20;
/** SQLSTATEs after which the statement changed nothing and can simply run again: deadlock, serialization. */
const RETRYABLE = new Set(['40P01', '40001']);

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

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
    return { userId: charge.userId, fromFreeMicro, fromBalanceMicro };
  });
  return { results, after };
}

/** Reads the wallets of `userIds` into `known` (one query). */
export async function readWallets(db: Kysely<Database>, userIds: number[], known: KnownWallets): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await db
    .selectFrom('wallets')
    .select(['userId', 'freeCoinsMicro', 'balanceMicro'])
    .where('userId', 'in', userIds)
    .execute();
  for (const row of rows) {
    known.set(Number(row.userId), { free: BigInt(row.freeCoinsMicro), balance: BigInt(row.balanceMicro) });
  }
}

/**
 * ONE statement (the function csi_charge_served of the baseline migration, whose plan the database keeps): debits each
 * wallet from `before` to `after` only if it still holds exactly `before` (a compare-and-set, so a concurrent change is
 * never overwritten) and, for the wallets it debited, writes each debit's 'api_charge' ledger row (the sum of its
 * entries), and the entries' usage counts, api_calls rows and Idempotency-Key answers. Answers the user ids debited;
 * rejects with CLAIM_LOST_SQLSTATE, having done nothing, when a keyed entry's key has an answer already.
 */
async function runStatement(
  db: Kysely<Database>,
  debits: { userId: number; before: WalletAmounts; after: WalletAmounts }[],
  entries: { charge: ServedCharge; taken: WalletCharge }[],
  keys: KeyTerms,
): Promise<Set<number>> {
  // Amounts travel as strings: JSON numbers would pass through a float.
  const debitRows = debits.map((d) => ({
    user_id: d.userId,
    old_free: String(d.before.free),
    old_balance: String(d.before.balance),
    free: String(d.after.free),
    balance: String(d.after.balance),
  }));
  const chargeRows = entries.map(({ charge, taken }, n) => {
    const { apiEndpoint, serviceType, call, answer } = charge.usage;
    return {
      n,
      user_id: taken.userId,
      description: charge.description,
      free: String(-taken.fromFreeMicro),
      balance: String(-taken.fromBalanceMicro),
      endpoint: apiEndpoint,
      service: serviceType,
      status: call.statusCode,
      latency: call.latencyMs,
      cost: String(call.costMicro),
      request: call.requestId,
      key: answer?.key ?? null,
      fingerprint: answer?.fingerprint ?? null,
      claim: answer?.claim ?? null,
      answer_status: answer?.statusCode ?? null,
      answer_body: answer?.body ?? null,
    };
  });
  const { rows } = await sql<{ u: string }>`
    SELECT debited_user AS u FROM csi_charge_served(${JSON.stringify(debitRows)}::jsonb,
      ${JSON.stringify(chargeRows)}::jsonb, ${keys.windowMs}::integer, ${keys.leaseMs}::integer)`.execute(db);
  return new Set(rows.map((row) => Number(row.u)));
}

/** The charges among `charges` whose Idempotency-Key has an answer, or a request that holds it (one read). */
async function takenKeys(db: Kysely<Database>, charges: ServedCharge[], keys: KeyTerms): Promise<Set<ServedCharge>> {
  const keyed = charges.filter((c) => c.usage.answer);
  if (keyed.length === 0) return new Set();
  const { rows } = await sql<{ u: string; k: string }>`
    SELECT k.user_id::text AS u, k.key AS k FROM idempotency_keys k
    JOIN unnest(${keyed.map((c) => String(c.userId))}::bigint[], ${keyed.map((c) => c.usage.answer?.key ?? '')}::text[])
      AS v(user_id, key) ON k.user_id = v.user_id AND k.key = v.key
    WHERE k.created_at >= now() - ${keys.windowMs}::integer * interval '1 millisecond'
      AND (k.status_code IS NOT NULL OR k.created_at >= now() - ${keys.leaseMs}::integer * interval '1 millisecond')`.execute(
    db,
  );
  const taken = new Set(rows.map((row) => `${row.u}\n${row.k}`));
  return new Set(keyed.filter((c) => taken.has(`${c.userId}\n${c.usage.answer?.key ?? ''}`)));
}

/**
 * Charges served live calls, usually in ONE statement (one round trip, atomic): each charge is taken from its wallet in
 * the order given, free coins first and then balance, and written 'settled' with the call's usage count, its api_calls
 * row and, for a call with an Idempotency-Key, the answer its replays give. A charge the wallet cannot cover answers
 * null and changes nothing (the call is then not served). The wallet amounts come from `known` (what this process wrote
 * or read last) or are read; either way the debit is a compare-and-set on the exact amounts it was computed from, so a
 * wallet changed meanwhile (a top-up, a payment, another instance) is never overwritten: its charges are computed again
 * from a fresh read and retried. Refusals are final only when computed from amounts read in the same attempt. Wallets
 * never go negative (the CHECK constraints back this up).
 *
 * A keyed charge is written with its key and answer (`keys` gives the terms). One whose key has an answer already (the
 * same key sent at the same time to another instance, or earlier), or a request that holds it, answers KEY_TAKEN and
 * changes nothing: one key is charged once. The others of its batch are charged.
 *
 * A failure other than a deadlock or serialization failure (which change nothing and are retried) rejects the whole
 * batch, having changed nothing in that statement.
 */
export async function writeLedgerBatch(
  db: Kysely<Database>,
  charges: ServedCharge[],
  known: KnownWallets = new Map(),
  keys?: KeyTerms,
): Promise<ChargeOutcome[]> {
  if (!keys && charges.some((charge) => charge.usage.answer)) {
    throw new Error('A charge with an Idempotency-Key answer needs the key terms.');
  }
  const terms = keys ?? { windowMs: 0, leaseMs: 0 };
  const outcomes: ChargeOutcome[] = charges.map(() => null);
  let open = charges.map((charge, index) => ({ charge, index }));
  for (let attempt = 0; open.length > 0; attempt++) {
    if (attempt === MAX_ATTEMPTS) throw new Error('Wallets kept changing: the charges were not taken.');
    const missing = [...new Set(open.map(({ charge }) => charge.userId).filter((id) => !known.has(id)))];
    const fresh = new Set(missing);
    await readWallets(db, missing, known);
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
    let debited = new Set<number>();
    try {
      if (debits.length > 0) debited = await runStatement(db, debits, entries, terms);
    } catch (error) {
      if (codeOf(error) === CLAIM_LOST_SQLSTATE) {
        // Nothing was done: the charges whose key has an answer answer KEY_TAKEN, the others are taken again.
        const taken = await takenKeys(
          db,
          entries.map((e) => e.charge),
          terms,
        );
        open = open.filter(({ charge, index }) => {
          if (!taken.has(charge)) return true;
          outcomes[index] = KEY_TAKEN;
          return false;
        });
        continue;
      }
      if (!RETRYABLE.has(codeOf(error) ?? '')) throw error;
      for (const userId of debitedUsers) known.delete(userId);
      continue;
    }
    const retry = new Set<number>();
    for (const userId of users) {
      const now = after.get(userId);
      if (debited.has(userId) && now) known.set(userId, now);
      // A debit that lost the compare-and-set, or refusals computed from amounts not read just now: again.
      else if (debitedUsers.includes(userId) || !fresh.has(userId)) {
        known.delete(userId);
        retry.add(userId);
      }
    }
    open.forEach(({ index, charge }, i) => {
      if (!retry.has(charge.userId)) outcomes[index] = results[i] ?? null;
    });
    open = open.filter(({ charge }) => retry.has(charge.userId));
  }
  if (known.size > MAX_KNOWN_WALLETS) known.clear();
  return outcomes;
}
