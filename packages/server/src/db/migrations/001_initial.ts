import { sql, type Kysely } from 'kysely';

/** The first schema: accounts, tokens, codes, wallet and ledger, payments, catalog, usage, content. */
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
      api_key TEXT NOT NULL UNIQUE,
      api_key_blocked BOOLEAN NOT NULL DEFAULT FALSE,
      social_security_code TEXT NOT NULL UNIQUE
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
      credit_points BIGINT NOT NULL DEFAULT 0 CHECK (credit_points >= 0),
      free_coins_micro BIGINT NOT NULL DEFAULT 0 CHECK (free_coins_micro >= 0),
      balance_micro BIGINT NOT NULL DEFAULT 0 CHECK (balance_micro >= 0),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE ledger (
      id BIGSERIAL PRIMARY KEY,
      user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      credit_points_delta BIGINT NOT NULL DEFAULT 0,
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
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
}
