import { z } from 'zod';
import path from 'node:path';
import packageJson from '../package.json' with { type: 'json' };

/** Every environment variable Encore reads, parsed once. Documented in the README's table. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 30),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Encore <no-reply@encore.test>'),
  DEMO_DATA: z.enum(['true', 'false']).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'short']).default('json'),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PREFIX: z.string().default('uploads/'),
  TICKET_SIGNING_KEY: z.string().optional(),
  JOURNAL_SIGNING_KEY: z.string().optional(),
  CART_HOLD_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  MAX_OPEN_CARTS_PER_SELLER: z.coerce.number().int().min(1).default(20),
  MAX_HELD_SEATS_PER_SELLER: z.coerce.number().int().min(1).default(500),
  DOORS_OPEN_HOURS: z.coerce.number().min(0).max(8_760).optional(),
  BUSINESS_DAY_CUTOFF: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM (00:00 to 23:59)')
    .default('04:00'),
});

export type Env = z.infer<typeof envSchema>;

/** DOORS_OPEN_HOURS when unset: 6 hours; with the demo data on, a year, so the demo's future nights can be scanned. */
export const doorsOpenHoursDefault = 6;
export const demoDoorsOpenHours = 8_760;

/** An S3-compatible bucket for uploaded pictures (instead of DATA_DIR), so API nodes stay stateless. */
export interface S3Config {
  /** Unset: AWS's own `https://s3.<region>.amazonaws.com`. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Prepended to every object key, e.g. `uploads/`. */
  prefix: string;
}

function s3Config(env: Env): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  // Refuse now rather than answer every upload with a signature error later.
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid environment: S3_BUCKET is set but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not; ' +
        'set both, or unset S3_BUCKET to keep uploads in DATA_DIR',
    );
  }
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    // Custom endpoints (MinIO...) rarely have per-bucket DNS names; AWS prefers virtual-hosted URLs.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    prefix: env.S3_PREFIX,
  };
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process opens at most for queries (LISTEN uses its own). */
  databasePoolSize: number;
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoData: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** 'json': pino's structured lines (production); 'short': one line per API request (`npm start`). */
  logFormat: Env['LOG_FORMAT'];
  authRateLimit: number;
  /** How long before an event's start its doors open: an offline scan dated earlier is refused. */
  doorsOpenHours: number;
  webDist: string | undefined;
  trustProxy: boolean;
  /** Largest uploaded picture accepted, in bytes. */
  uploadMaxBytes: number;
  /** Set: pictures go to this bucket instead of DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** How long a cart holds its seats and places after its last change. */
  cartHoldSeconds: number;
  /** Live carts one seller may keep open, and seats or places held in them (lapsed holds do not count). */
  sellerCaps: { openCarts: number; heldSeats: number };
  /** Ed25519 key signing ticket codes (modules/tickets/ticket-key.ts); unset: generated into dataDir. */
  ticketSigningKey: string | undefined;
  /** Ed25519 key signing the journal (modules/journal/journal-key.ts); unset: generated into dataDir. */
  journalSigningKey: string | undefined;
  /** When a business day ends and the next starts, "HH:MM" Europe/Paris (the journal's daily closings). */
  businessDayCutoff: string;
  /** The journal's clock (entries are dated by it, closings made by it): tests hand one in; unset: the time. */
  journalClock?: () => Date;
  /** How often the closings' scheduler looks whether a period has ended (not read from the environment). */
  closingsPollMs?: number;
  /** The mail sender's tick and first retry delay (not read from the environment; mail-sender.ts's defaults). */
  mailPollMs?: number;
  mailRetryBaseMs?: number;
  version: string;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (DATABASE_URL=) means unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  // Demo accounts are seeded unless we run in production (product rule), or when asked explicitly.
  const demoData = env.DEMO_DATA ? env.DEMO_DATA === 'true' : env.NODE_ENV !== 'production';
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    jwtSecret: env.JWT_SECRET,
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    refreshTokenTtl: env.REFRESH_TOKEN_TTL,
    publicUrl: env.PUBLIC_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    demoData,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    authRateLimit: env.AUTH_RATE_LIMIT,
    // The demo season's events lie weeks ahead: a door tried offline on them must not be refused as early.
    doorsOpenHours: env.DOORS_OPEN_HOURS ?? (demoData ? demoDoorsOpenHours : doorsOpenHoursDefault),
    webDist: env.WEB_DIST,
    trustProxy: env.TRUST_PROXY === 'true',
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    s3: s3Config(env),
    cartHoldSeconds: env.CART_HOLD_SECONDS,
    sellerCaps: { openCarts: env.MAX_OPEN_CARTS_PER_SELLER, heldSeats: env.MAX_HELD_SEATS_PER_SELLER },
    ticketSigningKey: env.TICKET_SIGNING_KEY,
    journalSigningKey: env.JOURNAL_SIGNING_KEY,
    businessDayCutoff: env.BUSINESS_DAY_CUTOFF,
    version: packageJson.version,
    ...overrides,
  };
}
