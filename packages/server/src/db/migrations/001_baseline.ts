import { sql, type Kysely } from 'kysely';

/**
 * The schema: accounts and their tokens and codes; wallets and the ledger that explains every balance; payments; the
 * API catalog, its usage counts, per-call rows and Idempotency-Keys; articles, messages, hire requests, images and
 * download links. Amounts of money are exact micro-dollars (BIGINT), credit points exact tenths (NUMERIC). The three
 * functions are the statements the database must decide in one step: a live call's charge with everything written
 * with it (csi_charge_served), and the Idempotency-Key claim and answer (csi_take_keys, csi_keep_answers).
 *
 * Images and download links keep their bytes in the database on PostgreSQL, so every instance of a fleet serves them
 * (NULL `images.data` when the image is on disk, the embedded database's default). `users.api_key` holds a key only
 * until the server seals it at start (secrets/sealStoredSecrets.ts): what the gateway finds a caller by is
 * `api_key_hash`, what the profile shows is `api_key_sealed`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id BIGSERIAL PRIMARY KEY,
      email TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      role TEXT NOT NULL DEFAULT 'user',
      username TEXT NOT NULL,
      full_name TEXT NOT NULL,
      address TEXT,
      phone_number TEXT,
      date_of_birth TEXT,
      gender TEXT,
      country TEXT,
      nationality TEXT,
      profile_picture TEXT,
      acc_suspended_user BOOLEAN NOT NULL DEFAULT FALSE,
      acc_suspended_admin BOOLEAN NOT NULL DEFAULT FALSE,
      email_verified BOOLEAN NOT NULL DEFAULT FALSE,
      phone_verified BOOLEAN NOT NULL DEFAULT FALSE,
      date_registered TIMESTAMPTZ NOT NULL DEFAULT now(),
      last_login TIMESTAMPTZ,
      account_expiry_date TIMESTAMPTZ,
      last_log_in_ip TEXT,
      api_username TEXT NOT NULL UNIQUE,
      api_key TEXT UNIQUE,
      api_key_hash TEXT UNIQUE,
      api_key_sealed TEXT,
      api_key_blocked BOOLEAN NOT NULL DEFAULT FALSE,
      social_security_code TEXT NOT NULL UNIQUE,
      tokens_valid_after TIMESTAMPTZ,
      kept_token_jti TEXT
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_lower ON users (lower(email))`.execute(db);

  await sql`CREATE TABLE revoked_tokens (jti TEXT PRIMARY KEY, expires_at TIMESTAMPTZ NOT NULL)`.execute(db);

  await sql`
    CREATE TABLE one_time_codes (
      id BIGSERIAL PRIMARY KEY,
      email TEXT NOT NULL,
      code_hash TEXT NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      used_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX one_time_codes_email ON one_time_codes (lower(email))`.execute(db);

  await sql`
    CREATE TABLE wallets (
      user_id BIGINT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      credit_points NUMERIC NOT NULL DEFAULT 0 CHECK (credit_points >= 0)
        CONSTRAINT wallets_credit_points_tenths CHECK (credit_points = trunc(credit_points, 1)),
      free_coins_micro BIGINT NOT NULL DEFAULT 0 CHECK (free_coins_micro >= 0),
      balance_micro BIGINT NOT NULL DEFAULT 0 CHECK (balance_micro >= 0),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE ledger (
      id BIGSERIAL PRIMARY KEY,
      user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      credit_points_delta NUMERIC NOT NULL DEFAULT 0
        CONSTRAINT ledger_credit_points_delta_tenths CHECK (credit_points_delta = trunc(credit_points_delta, 1)),
      free_coins_delta_micro BIGINT NOT NULL DEFAULT 0,
      balance_delta_micro BIGINT NOT NULL DEFAULT 0,
      reference TEXT UNIQUE,
      description TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX ledger_user ON ledger (user_id)`.execute(db);

  await sql`
    CREATE TABLE payments (
      id TEXT PRIMARY KEY,
      user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount_micro BIGINT NOT NULL CHECK (amount_micro > 0),
      currency TEXT NOT NULL,
      provider TEXT NOT NULL,
      provider_order_id TEXT UNIQUE,
      status TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      captured_at TIMESTAMPTZ
    )`.execute(db);

  await sql`
    CREATE TABLE apis (
      id BIGSERIAL PRIMARY KEY,
      api_id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      short_description TEXT NOT NULL,
      documentation_link TEXT NOT NULL,
      special_playground TEXT NOT NULL DEFAULT '0',
      endpoint TEXT NOT NULL,
      api_accepts TEXT NOT NULL,
      body_example TEXT NOT NULL,
      cost_micro BIGINT NOT NULL CHECK (cost_micro >= 0),
      api_service TEXT NOT NULL,
      live BOOLEAN NOT NULL DEFAULT TRUE,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE api_usage (
      id BIGSERIAL PRIMARY KEY,
      user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      api_endpoint TEXT NOT NULL,
      service_type TEXT NOT NULL,
      environment TEXT NOT NULL,
      was_forwarded BOOLEAN NOT NULL,
      bucket TIMESTAMPTZ NOT NULL,
      count INTEGER NOT NULL CHECK (count >= 0),
      UNIQUE (user_id, api_endpoint, service_type, environment, was_forwarded, bucket)
    )`.execute(db);

  await sql`
    CREATE TABLE articles (
      article_id BIGSERIAL PRIMARY KEY,
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      category TEXT NOT NULL,
      content TEXT NOT NULL,
      article_is_online BOOLEAN NOT NULL DEFAULT TRUE,
      approved BOOLEAN NOT NULL DEFAULT TRUE,
      date_posted TIMESTAMPTZ NOT NULL DEFAULT now(),
      path TEXT NOT NULL UNIQUE,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX articles_title_lower ON articles (lower(title))`.execute(db);

  await sql`
    CREATE TABLE contact_messages (
      id BIGSERIAL PRIMARY KEY,
      customer_name TEXT NOT NULL,
      customer_email TEXT NOT NULL,
      customer_subject TEXT NOT NULL,
      customer_message TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE hire_requests (
      id BIGSERIAL PRIMARY KEY,
      user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      request JSONB NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE images (
      id TEXT PRIMARY KEY,
      user_id BIGINT REFERENCES users(id) ON DELETE SET NULL,
      mime TEXT NOT NULL,
      size INTEGER NOT NULL,
      data BYTEA,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE downloads (
      id TEXT PRIMARY KEY,
      filename TEXT NOT NULL,
      data BYTEA NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX downloads_expires_at ON downloads (expires_at)`.execute(db);
  await sql`
    CREATE TABLE idempotency_keys (
      user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      key TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      claim TEXT NOT NULL,
      status_code INTEGER,
      body TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`.execute(db);
  await sql`
    CREATE TABLE api_calls (
      id BIGSERIAL PRIMARY KEY,
      user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      api_endpoint TEXT NOT NULL,
      service_type TEXT NOT NULL,
      environment TEXT NOT NULL CHECK (environment IN ('live', 'sandbox')),
      was_forwarded BOOLEAN NOT NULL,
      status_code INTEGER NOT NULL CHECK (status_code BETWEEN 100 AND 599),
      latency_ms INTEGER NOT NULL CHECK (latency_ms >= 0),
      cost_micro BIGINT NOT NULL DEFAULT 0 CHECK (cost_micro >= 0),
      request_id TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX api_calls_user_time ON api_calls (user_id, created_at DESC, id DESC)`.execute(db);

  // csi_take_keys: the Idempotency-Key claim of a request that runs before it is answered (idempotency/
  // createIdempotencyStore.ts). Inserts each account's key with its request's fingerprint and claim, or takes over a
  // key past its window, one held longer than the lease by a request that never finished, or one its own claim holds
  // already (a claim made again); answers the claims that hold their key.
  await sql`
    CREATE FUNCTION csi_take_keys(
      c_user bigint[], c_key text[], c_fingerprint text[], c_claim text[], window_ms integer, lease_ms integer)
    RETURNS TABLE (taken_claim text) LANGUAGE plpgsql AS $fn$
    BEGIN
      RETURN QUERY
      WITH taken AS (
        INSERT INTO idempotency_keys AS k (user_id, key, fingerprint, claim)
        SELECT * FROM unnest(c_user, c_key, c_fingerprint, c_claim)
        ON CONFLICT (user_id, key) DO UPDATE
          SET fingerprint = excluded.fingerprint, claim = excluded.claim, status_code = NULL, body = NULL,
            created_at = now()
          WHERE k.created_at < now() - window_ms * interval '1 millisecond'
            OR (k.status_code IS NULL AND k.created_at < now() - lease_ms * interval '1 millisecond')
            OR (k.status_code IS NULL AND k.claim = excluded.claim)
        RETURNING k.claim)
      SELECT t.claim FROM taken t;
    END
    $fn$`.execute(db);

  // csi_keep_answers: the answers of requests with an Idempotency-Key that did not claim it first (`a_*`: account,
  // key, fingerprint, claim, status, body), written as new keys or over a key past its window or held longer than the
  // lease without finishing; answers the claims whose answer it kept. A key already answered keeps its first answer.
  await sql`
    CREATE FUNCTION csi_keep_answers(
      a_user bigint[], a_key text[], a_fingerprint text[], a_claim text[], a_status integer[], a_body text[],
      window_ms integer, lease_ms integer)
    RETURNS TABLE (kept_claim text) LANGUAGE plpgsql AS $fn$
    BEGIN
      RETURN QUERY
      WITH kept AS (
        INSERT INTO idempotency_keys AS k (user_id, key, fingerprint, claim, status_code, body)
        SELECT * FROM unnest(a_user, a_key, a_fingerprint, a_claim, a_status, a_body)
        ON CONFLICT (user_id, key) DO UPDATE
          SET fingerprint = excluded.fingerprint, claim = excluded.claim, status_code = excluded.status_code,
            body = excluded.body, created_at = now()
          WHERE k.created_at < now() - window_ms * interval '1 millisecond'
            OR (k.status_code IS NULL AND k.created_at < now() - lease_ms * interval '1 millisecond')
        RETURNING k.claim)
      SELECT kept.claim FROM kept;
    END
    $fn$`.execute(db);

  // csi_charge_served: served live calls charged in one statement (billing/writeLedgerBatch.ts). `debits` (JSON array
  // of {user_id, old_free, old_balance, free, balance}) debits each wallet by compare-and-set: only a wallet that still
  // holds exactly the amounts its debit was computed from. For the wallets it debited, `charges` (JSON array of
  // {n, user_id, description, free, balance, endpoint, service, status, latency, cost, request, key, fingerprint,
  // claim, answer_status, answer_body}, in call order `n`) writes one 'api_charge' ledger row per debit (the sum of its
  // calls, described by them), each call's usage count and api_calls row, and the answer of each keyed call as
  // csi_keep_answers does. A keyed call whose key has an answer already must not be charged: then it raises SQLSTATE
  // CSI01 and nothing of the statement is done. Answers the user ids it debited.
  await sql`
    CREATE FUNCTION csi_charge_served(debits jsonb, charges jsonb, window_ms integer, lease_ms integer)
    RETURNS TABLE (debited_user text) LANGUAGE plpgsql AS $fn$
    DECLARE
      debited_users bigint[];
      n_keyed bigint;
      n_kept bigint;
    BEGIN
      WITH debited AS (
        UPDATE wallets AS w SET free_coins_micro = v.free, balance_micro = v.balance, updated_at = now()
        FROM jsonb_to_recordset(debits)
          AS v(user_id bigint, old_free bigint, old_balance bigint, free bigint, balance bigint)
        WHERE w.user_id = v.user_id AND w.free_coins_micro = v.old_free AND w.balance_micro = v.old_balance
        RETURNING w.user_id),
      charged AS (
        SELECT e.* FROM jsonb_to_recordset(charges)
          AS e(n integer, user_id bigint, description text, free bigint, balance bigint, endpoint text, service text,
            status integer, latency integer, cost bigint, request text, key text, fingerprint text, claim text,
            answer_status integer, answer_body text)
        WHERE e.user_id IN (SELECT d.user_id FROM debited d)),
      recorded AS (
        INSERT INTO ledger (user_id, kind, description, free_coins_delta_micro, balance_delta_micro)
        SELECT c.user_id, 'api_charge',
          CASE WHEN min(c.description) = max(c.description) THEN min(c.description) ELSE 'API calls' END
            || CASE WHEN count(*) > 1 THEN ' (' || count(*) || ' calls)' ELSE '' END,
          sum(c.free)::bigint, sum(c.balance)::bigint
        FROM charged c GROUP BY c.user_id ORDER BY min(c.n)),
      counted AS (
        INSERT INTO api_usage (user_id, api_endpoint, service_type, environment, was_forwarded, bucket, count)
        SELECT c.user_id, c.endpoint, c.service, 'live', true, date_trunc('hour', now(), 'UTC'), count(*)
        FROM charged c
        GROUP BY c.user_id, c.endpoint, c.service
        ON CONFLICT (user_id, api_endpoint, service_type, environment, was_forwarded, bucket)
          DO UPDATE SET count = api_usage.count + excluded.count),
      called AS (
        INSERT INTO api_calls (user_id, api_endpoint, service_type, environment, was_forwarded, status_code,
          latency_ms, cost_micro, request_id)
        SELECT c.user_id, c.endpoint, c.service, 'live', true, c.status, c.latency, c.cost, c.request
        FROM charged c ORDER BY c.n),
      kept AS (
        INSERT INTO idempotency_keys AS k (user_id, key, fingerprint, claim, status_code, body)
        SELECT c.user_id, c.key, c.fingerprint, c.claim, c.answer_status, c.answer_body
        FROM charged c WHERE c.key IS NOT NULL
        ON CONFLICT (user_id, key) DO UPDATE
          SET fingerprint = excluded.fingerprint, claim = excluded.claim, status_code = excluded.status_code,
            body = excluded.body, created_at = now()
          WHERE k.created_at < now() - window_ms * interval '1 millisecond'
            OR (k.status_code IS NULL AND k.created_at < now() - lease_ms * interval '1 millisecond')
        RETURNING k.claim)
      SELECT array(SELECT d.user_id FROM debited d), (SELECT count(*) FROM charged c WHERE c.key IS NOT NULL),
        (SELECT count(*) FROM kept)
      INTO debited_users, n_keyed, n_kept;
      IF n_kept < n_keyed THEN
        RAISE EXCEPTION 'an Idempotency-Key of this batch has an answer' USING ERRCODE = 'CSI01';
      END IF;
      RETURN QUERY SELECT u::text FROM unnest(debited_users) AS u;
    END
    $fn$`.execute(db);
}
