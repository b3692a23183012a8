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
  /** M-Pesa (migration 021): the payer's 2547/2541 number, the KES amount and the rate it was converted at. */
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

/** The whole database, as Kysely sees it (camelCase in code, snake_case in SQL). */
export interface Database {
  users: UsersTable;
  revokedTokens: RevokedTokensTable;
  oneTimeCodes: OneTimeCodesTable;
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
}
