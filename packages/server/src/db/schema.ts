import type { PlaygroundEnvironment } from '@csi/contract';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint columns come back as strings from pg and PGlite; money is integer micro-dollars. */
type BigIntColumn = ColumnType<string, string | number | bigint, string | number | bigint>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  role: Generated<string>;
  username: string;
  fullName: string;
  address: string | null;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  country: string | null;
  nationality: string | null;
  profilePicture: string | null;
  accSuspendedUser: Generated<boolean>;
  accSuspendedAdmin: Generated<boolean>;
  emailVerified: Generated<boolean>;
  phoneVerified: Generated<boolean>;
  dateRegistered: Generated<Timestamp>;
  lastLogin: Timestamp | null;
  accountExpiryDate: Timestamp | null;
  lastLogInIp: string | null;
  apiUsername: string;
  /** A plain key until the server seals it at start (secrets/sealStoredSecrets.ts), else null. */
  apiKey: string | null;
  /** HMAC-SHA256 of the API key with the server key (hex): what the gateway finds a caller by. */
  apiKeyHash: string | null;
  /** The API key sealed with the server key (AES-256-GCM), which the profile shows. */
  apiKeySealed: string | null;
  apiKeyBlocked: Generated<boolean>;
  socialSecurityCode: string;
  /** Tokens issued at or before this moment (millisecond precision) are refused; null when never cut off. */
  tokensValidAfter: Timestamp | null;
  /** The one token issued before the cutoff that stays valid: the session that made the change. */
  keptTokenJti: string | null;
}

export interface RevokedTokensTable {
  jti: string;
  expiresAt: Timestamp;
}

/** An account's authenticator app (migration 004); usable for sign-in once confirmed. */
export interface TotpFactorsTable {
  userId: number;
  /** The base32 secret sealed with the server key (purpose 'totp-secret'). */
  secretSealed: string;
  confirmedAt: Timestamp | null;
  /** The last time step (Unix seconds / 30) whose code was accepted: codes of it and earlier steps are refused. */
  lastUsedStep: BigIntColumn | null;
  createdAt: Generated<Timestamp>;
}

/** A single-use recovery code, stored as a salted SHA-256 (modules/auth/codeDigest.ts). */
export interface RecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: Timestamp | null;
}

/** A passkey of an account (migration 005, modules/passkeys). */
export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  userId: number;
  /** The name the user gave it. */
  name: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter last accepted (0 for authenticators that keep none). */
  counter: BigIntColumn;
  /** The transports the browser reported, comma-separated (hints for the next sign-in). */
  transports: string;
  /** The credential is synced to other devices (a multi-device passkey). */
  backedUp: boolean;
  createdAt: Timestamp;
  lastUsedAt: Timestamp | null;
}

/** The challenge of a WebAuthn ceremony under way; deleted when used, refused after expiresAt. */
export interface WebauthnChallengesTable {
  /** The challenge, base64url, as the browser signs it in clientDataJSON. */
  challenge: string;
  /** 'register', 'sign-in' (without a password) or 'second-step'. */
  purpose: string;
  /** The account it belongs to; null for a sign-in without a password (the passkey names the account). */
  userId: number | null;
  expiresAt: Timestamp;
}

/** When a session (token jti) last proved its owner with a password or a second factor: sudo mode. */
export interface RecentAuthenticationsTable {
  jti: string;
  userId: number;
  checkedAt: Timestamp;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  email: string;
  codeHash: string;
  expiresAt: Timestamp;
  attempts: Generated<number>;
  usedAt: Timestamp | null;
  createdAt: Generated<Timestamp>;
}

/** Exact decimals (NUMERIC) come back as strings, e.g. credit points '200.1' (at most one decimal). */
type DecimalColumn = ColumnType<string, string | number | bigint, string | number | bigint>;

export interface WalletsTable {
  userId: number;
  creditPoints: DecimalColumn;
  freeCoinsMicro: BigIntColumn;
  balanceMicro: BigIntColumn;
  updatedAt: Generated<Timestamp>;
}

export interface LedgerTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  creditPointsDelta: DecimalColumn;
  freeCoinsDeltaMicro: BigIntColumn;
  balanceDeltaMicro: BigIntColumn;
  /** Unique when set: makes a credit idempotent (payment id, request id). */
  reference: string | null;
  description: string;
  createdAt: Generated<Timestamp>;
}

export interface PaymentsTable {
  id: string;
  userId: number;
  amountMicro: BigIntColumn;
  currency: string;
  provider: string;
  providerOrderId: string | null;
  status: string;
  createdAt: Generated<Timestamp>;
  capturedAt: Timestamp | null;
  /** M-Pesa (migration 002): the payer's 2547/2541 number, the KES amount and the rate it was converted at. */
  phone: string | null;
  amountKes: ColumnType<string | null, string | number | bigint | null, string | number | bigint | null>;
  kesPerUsdCents: number | null;
  rateDate: string | null;
  /** SHA-256 (hex) of the secret in the payment's callback URL. */
  callbackSecretHash: string | null;
  merchantRequestId: string | null;
  resultCode: number | null;
  resultDesc: string | null;
  mpesaReceipt: string | null;
  /** When the STK query may next settle the payment (instances claim a payment by moving this forward). */
  queryAfter: Timestamp | null;
  /** Every completed top-up's receipt (modules/receipts). */
  receiptNumber: string | null;
  receiptIssuedAt: Timestamp | null;
}

export interface ApisTable {
  id: Generated<number>;
  apiId: string;
  name: string;
  shortDescription: string;
  documentationLink: string;
  specialPlayground: string;
  endpoint: string;
  apiAccepts: string;
  bodyExample: string;
  costMicro: BigIntColumn;
  apiService: string;
  live: boolean;
  createdAt: Generated<Timestamp>;
  updatedAt: Generated<Timestamp>;
}

export interface DownloadsTable {
  id: string;
  filename: string;
  data: Uint8Array;
  expiresAt: Timestamp;
}

export interface ApiUsageTable {
  id: Generated<number>;
  userId: number;
  apiEndpoint: string;
  serviceType: string;
  environment: string;
  wasForwarded: boolean;
  /** Start of the hour the calls fall in. */
  bucket: Timestamp;
  count: number;
}

/** One gateway call the usage log counts, with its outcome. */
export interface ApiCallsTable {
  id: Generated<string>;
  userId: number;
  apiEndpoint: string;
  serviceType: string;
  environment: PlaygroundEnvironment;
  wasForwarded: boolean;
  statusCode: number;
  latencyMs: number;
  /** What the call finally cost, in micro-dollars: 0 in the sandbox and when refunded. */
  costMicro: BigIntColumn;
  requestId: string;
  /** When the call was answered (the database's now() when not given). */
  createdAt: Timestamp;
}

export interface ArticlesTable {
  articleId: Generated<number>;
  title: string;
  summary: string;
  category: string;
  content: string;
  articleIsOnline: boolean;
  approved: boolean;
  datePosted: Generated<Timestamp>;
  /** Markdown file name answered at /markups/{path}. */
  path: string;
  updatedAt: Generated<Timestamp>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  customerName: string;
  customerEmail: string;
  customerSubject: string;
  customerMessage: string;
  createdAt: Generated<Timestamp>;
}

export interface HireRequestsTable {
  id: Generated<number>;
  userId: number;
  request: ColumnType<unknown, string, string>;
  createdAt: Generated<Timestamp>;
}

/** An Idempotency-Key of an account (modules/idempotency); status and body are NULL while its request runs. */
export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  /** SHA-256 of method, URL and body (see requestFingerprint). */
  fingerprint: string;
  /** Random id of the request holding the key. */
  claim: string;
  statusCode: number | null;
  /** The first answer's body as JSON text, sealed with the server key (IdempotencyStore.keptAnswer). */
  body: string | null;
  createdAt: Generated<Timestamp>;
}

export interface ImagesTable {
  id: string;
  userId: number | null;
  mime: string;
  size: number;
  /** The bytes on PostgreSQL (every instance serves them); null when they are on disk. */
  data: Uint8Array | null;
  createdAt: Generated<Timestamp>;
}

/** One sign-in of an account (modules/sessions); its tokens carry the id as `sid` and are refused once it ended. */
export interface SessionsTable {
  /** Random UUID. */
  id: string;
  userId: number;
  /** The user agent summarised, e.g. "Chrome on Windows". */
  device: string;
  address: string;
  /** Where the address is, when known (no geolocation is configured: null). */
  place: string | null;
  /** Defaults to now (a Timestamp may be left out on insert). */
  startedAt: Timestamp;
  /** Refreshed at most once a minute by the requests the session makes. */
  lastUsedAt: Timestamp;
  /** When the session's token expires (a session is listed until then). */
  expiresAt: Timestamp;
  endedAt: Timestamp | null;
}

/**
 * Append-only record (a trigger refuses UPDATE, DELETE, TRUNCATE) of the security events of accounts and of
 * administrators' actions (modules/audit). JSON columns come back parsed, with camelCase keys.
 */
export interface AuditEventsTable {
  id: Generated<string>;
  /** Defaults to now. */
  at: Timestamp;
  /** What happened, e.g. `sign-in`, `password-changed`, `user.deactivate`, `api.update`. */
  kind: string;
  /** Who did it (null when nobody was signed in, e.g. a failed sign-in). */
  actorId: number | null;
  /** The account it concerns (its Security Overview shows it), when it concerns one. */
  userId: number | null;
  targetType: string | null;
  targetId: string | null;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
  details: ColumnType<Record<string, unknown> | null, string | null, never>;
  address: string | null;
  device: string | null;
  requestId: string | null;
}

/** The whole database, as Kysely sees it (camelCase in code, snake_case in SQL). */
export interface Database {
  users: UsersTable;
  revokedTokens: RevokedTokensTable;
  oneTimeCodes: OneTimeCodesTable;
  totpFactors: TotpFactorsTable;
  recoveryCodes: RecoveryCodesTable;
  recentAuthentications: RecentAuthenticationsTable;
  passkeys: PasskeysTable;
  webauthnChallenges: WebauthnChallengesTable;
  wallets: WalletsTable;
  ledger: LedgerTable;
  payments: PaymentsTable;
  apis: ApisTable;
  apiUsage: ApiUsageTable;
  apiCalls: ApiCallsTable;
  downloads: DownloadsTable;
  articles: ArticlesTable;
  contactMessages: ContactMessagesTable;
  hireRequests: HireRequestsTable;
  images: ImagesTable;
  idempotencyKeys: IdempotencyKeysTable;
  sessions: SessionsTable;
  auditEvents: AuditEventsTable;
}
