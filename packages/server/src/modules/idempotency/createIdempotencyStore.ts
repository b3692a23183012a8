import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createBatcher } from '../../lib/createBatcher';
import { isSealed, type SecretBox } from '../../secrets/createSecretBox';

/** How long a key's first answer is kept and replayed: 24 hours. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;
/**
 * How long a request that claimed its key first (a payment start or capture) may hold it while it runs before another
 * may take the key over (its instance may have stopped): 11 minutes, far beyond any such request's run.
 */
export const IDEMPOTENCY_LEASE_MS = 11 * 60_000;

/** What claiming a key found. */
export type KeyClaim =
  /** The key is this request's: run it, then finish or release with `claim`. */
  | { kind: 'claimed'; claim: string }
  /** The same request finished before: answer this. */
  | { kind: 'replay'; statusCode: number; body: string }
  /** The key belongs to another request. */
  | { kind: 'otherRequest' }
  /** The same request is still running. */
  | { kind: 'inProgress' };

/** What claiming a key found when the claim did not take it. */
export type HeldKey = Exclude<KeyClaim, { kind: 'claimed' }>;

/** An answer as the store keeps it: its status and its JSON body, sealed with the server key. */
export interface KeptAnswer {
  statusCode: number;
  body: string;
}

/** One key of one account. */
export interface KeyRef {
  userId: number;
  key: string;
}

/** The idempotency_keys table, shared by every instance, and the keys this process is running. */
export interface IdempotencyStore {
  /**
   * An answer as kept for replays: the body as JSON text, sealed (an answer may hold a generated private key); what
   * `keep`, `finish` and a route's own statement (the gateway's charge) write.
   */
  keptAnswer(answer: { statusCode: number; body: unknown }): KeptAnswer;
  /**
   * Marks the key as running in this process for a request with `fingerprint`, with nothing written (a request that
   * writes its key only with its answer: the gateway's live calls); answers who has it when this process runs it
   * already (the same request: inProgress; another: otherRequest). `leave` ends it.
   */
  enter(ref: KeyRef, fingerprint: string): HeldKey | undefined;
  leave(ref: KeyRef): void;
  /**
   * Writes the key with the answer of a request that did not claim it first (the database function csi_keep_answers); answers
   * undefined when it did, and who has the key when it has an answer already (or a request that holds it).
   */
  keep(ref: KeyRef, fingerprint: string, answer: KeptAnswer): Promise<HeldKey | undefined>;
  /** Says who has a key that a write of its answer elsewhere (the gateway's charge) found taken. */
  held(ref: KeyRef, fingerprint: string): Promise<HeldKey>;
  /** Takes the key for a request with `fingerprint`, or says who has it. */
  claim(ref: KeyRef, fingerprint: string): Promise<KeyClaim>;
  /** Keeps the request's answer for replays. False when the key was taken over meanwhile. */
  finish(ref: KeyRef, claim: string, answer: KeptAnswer): Promise<boolean>;
  /** Gives the key up without an answer, so a retry runs again. */
  release(ref: KeyRef, claim: string): Promise<void>;
  /** Deletes keys older than IDEMPOTENCY_WINDOW_MS; answers how many. */
  sweep(): Promise<number>;
}

/** True for a key created more than `ms` ago. */
const olderThan = (ms: number) =>
  sql<boolean>`idempotency_keys.created_at < now() - ${ms}::integer * interval '1 millisecond'`;

/** A claim of one account's key by a request with `fingerprint`. */
type ClaimItem = KeyRef & { fingerprint: string; claim: string };
type FinishItem = KeyRef & { claim: string; statusCode: number; body: string };
type Item = { claim: ClaimItem } | { finish: FinishItem };
const refOf = (item: KeyRef) => `${item.userId}\n${item.key}`;
const texts = <T>(list: T[], pick: (item: T) => string | number) => list.map((item) => String(pick(item)));

/**
 * Stores the answers of finished requests, only while their claim still holds the key; answers the claims whose
 * answer was stored. (The gateway's live calls write their keys with their charges instead: payments use this.)
 */
async function storeAnswers(db: Kysely<Database>, finishes: FinishItem[]) {
  if (finishes.length === 0) return new Set<string>();
  const { rows } = await sql<{ c: string }>`
    UPDATE idempotency_keys AS k SET status_code = v.status, body = v.body
    FROM unnest(${texts(finishes, (i) => i.userId)}::bigint[], ${texts(finishes, (i) => i.key)}::text[],
      ${texts(finishes, (i) => i.claim)}::text[], ${texts(finishes, (i) => i.statusCode)}::integer[],
      ${texts(finishes, (i) => i.body)}::text[]) AS v(user_id, key, claim, status, body)
    WHERE k.user_id = v.user_id AND k.key = v.key AND k.claim = v.claim
    RETURNING k.claim AS c`.execute(db);
  return new Set(rows.map((row) => row.c));
}

/**
 * Inserts the new keys, or takes over one past its 24 hours or held longer than the lease by a request that never
 * finished, or one the same claim holds already; answers the claims that took their key. One plain insert, in the
 * function csi_take_keys, whose plan the database keeps.
 */
async function insertClaims(db: Kysely<Database>, claims: ClaimItem[]) {
  if (claims.length === 0) return new Set<string>();
  const { rows } = await sql<{ c: string }>`
    SELECT taken_claim AS c FROM csi_take_keys(
      ${texts(claims, (i) => i.userId)}::bigint[], ${texts(claims, (i) => i.key)}::text[],
      ${texts(claims, (i) => i.fingerprint)}::text[], ${texts(claims, (i) => i.claim)}::text[],
      ${IDEMPOTENCY_WINDOW_MS}::integer, ${IDEMPOTENCY_LEASE_MS}::integer)`.execute(db);
  return new Set(rows.map((row) => row.c));
}

/** A key's row as readHeld reads it: the fingerprint and, once finished, the answer's status and body. */
interface HeldRow {
  f: string;
  s: number | null;
  b: string | null;
}

/**
 * Who holds each key of `refs` (one read): the fingerprint and, once finished, the answer, opened (one kept in clear
 * by an instance of an earlier release is read as it is).
 */
async function readHeld(db: Kysely<Database>, secrets: SecretBox, refs: KeyRef[]) {
  const held = new Map<string, HeldRow>();
  if (refs.length === 0) return held;
  const { rows } = await sql<{ uid: string; k: string; f: string; s: number | null; b: string | null }>`
    SELECT k.user_id::text AS uid, k.key AS k, k.fingerprint AS f, k.status_code AS s, k.body AS b
    FROM idempotency_keys k
    JOIN unnest(${texts(refs, (i) => i.userId)}::bigint[], ${texts(refs, (i) => i.key)}::text[])
      AS v(user_id, key) ON k.user_id = v.user_id AND k.key = v.key`.execute(db);
  for (const row of rows) {
    const b = row.b !== null && isSealed(row.b) ? secrets.open(row.b, 'idempotency-answer') : row.b;
    held.set(`${row.uid}\n${row.k}`, { ...row, b });
  }
  return held;
}

/**
 * Claims and answers of one event-loop turn: the answers in one statement (storeAnswers), then the claims in one
 * (insertClaims), plus one read for the claims that did not take their key (replays, other requests, running ones).
 * The same key twice in one batch: the first claims it, the second finds it running (or another request). A claim of
 * a key whose answer is stored in the same batch finds that answer and replays it.
 */
async function runBatch(db: Kysely<Database>, secrets: SecretBox, items: Item[]): Promise<(KeyClaim | boolean)[]> {
  const finishes = items.flatMap((item) => ('finish' in item ? [item.finish] : []));
  const firsts = new Map<string, ClaimItem>();
  for (const item of items) {
    if ('claim' in item && !firsts.has(refOf(item.claim))) firsts.set(refOf(item.claim), item.claim);
  }
  const claims = [...firsts.values()];
  // Answers first, then claims: a batch of claims alone is one plain insert.
  const finished = await storeAnswers(db, finishes);
  const claimed = await insertClaims(db, claims);
  const held = await readHeld(
    db,
    secrets,
    claims.filter((item) => !claimed.has(item.claim)),
  );
  return items.map((entry): KeyClaim | boolean => {
    if ('finish' in entry) return finished.has(entry.finish.claim);
    const item = entry.claim;
    const first = firsts.get(refOf(item));
    if (first === item && claimed.has(item.claim)) return { kind: 'claimed', claim: item.claim };
    const row =
      first && first !== item && claimed.has(first.claim)
        ? { f: first.fingerprint, s: null, b: null }
        : held.get(refOf(item));
    return heldBy(row, item.fingerprint);
  });
}

/** What a key's row says to a request with `fingerprint` that did not take it. */
function heldBy(row: HeldRow | undefined, fingerprint: string): HeldKey {
  // Swept or released between the claim and the read: the caller retries.
  if (!row) return { kind: 'inProgress' };
  if (row.f !== fingerprint) return { kind: 'otherRequest' };
  if (row.s === null || row.b === null) return { kind: 'inProgress' };
  return { kind: 'replay', statusCode: row.s, body: row.b };
}

/**
 * The store over `db`; answers are kept sealed with `secrets` (keptAnswer). Like the gateway's ledger writes, the
 * claims of concurrent requests share ONE statement, and their answers another (createBatcher, runBatch), so a request
 * that claims its key first (a payment) costs a share of one insert and of one update. A request that writes its key
 * only with its answer (a live call, answerWhenServed) costs nothing here: it is marked running in memory, and its
 * charge's statement writes the key.
 */
export function createIdempotencyStore(db: Kysely<Database>, secrets: SecretBox): IdempotencyStore {
  const write = createBatcher((items: Item[]) => runBatch(db, secrets, items));
  /** The fingerprints of the keys this process runs without having written them, by account and key. */
  const running = new Map<string, string>();
  const heldRow = async (ref: KeyRef, fingerprint: string) =>
    heldBy((await readHeld(db, secrets, [ref])).get(refOf(ref)), fingerprint);
  return {
    keptAnswer: ({ statusCode, body }) => ({
      statusCode,
      body: secrets.seal(JSON.stringify(body ?? null), 'idempotency-answer'),
    }),
    enter(ref, fingerprint) {
      const runs = running.get(refOf(ref));
      if (runs !== undefined) return runs === fingerprint ? { kind: 'inProgress' } : { kind: 'otherRequest' };
      running.set(refOf(ref), fingerprint);
      return undefined;
    },
    leave(ref) {
      running.delete(refOf(ref));
    },
    async keep(ref, fingerprint, answer) {
      const { rows } = await sql<{ c: string }>`
        SELECT kept_claim AS c FROM csi_keep_answers(${[String(ref.userId)]}::bigint[], ${[ref.key]}::text[],
          ${[fingerprint]}::text[], ${[randomUUID()]}::text[], ${[answer.statusCode]}::integer[], ${[answer.body]}::text[],
          ${IDEMPOTENCY_WINDOW_MS}::integer, ${IDEMPOTENCY_LEASE_MS}::integer)`.execute(db);
      return rows.length > 0 ? undefined : heldRow(ref, fingerprint);
    },
    held: heldRow,
    async claim(ref, fingerprint) {
      const found = await write({ claim: { ...ref, fingerprint, claim: randomUUID() } });
      return typeof found === 'object' ? found : { kind: 'inProgress' };
    },
    async finish(ref, mine, answer) {
      return (await write({ finish: { ...ref, claim: mine, ...answer } })) === true;
    },
    async release(ref, mine) {
      await db
        .deleteFrom('idempotencyKeys')
        .where('userId', '=', ref.userId)
        .where('key', '=', ref.key)
        .where('claim', '=', mine)
        .execute();
    },
    async sweep() {
      const result = await db.deleteFrom('idempotencyKeys').where(olderThan(IDEMPOTENCY_WINDOW_MS)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
