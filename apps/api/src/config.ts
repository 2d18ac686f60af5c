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
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
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
  authRateLimit: number;
  webDist: string | undefined;
  trustProxy: boolean;
  /** Largest uploaded picture accepted, in bytes. */
  uploadMaxBytes: number;
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
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    refreshTokenTtl: env.REFRESH_TOKEN_TTL,
    publicUrl: env.PUBLIC_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    // Demo accounts are seeded unless we run in production (product rule), or when asked explicitly.
    demoData: env.DEMO_DATA ? env.DEMO_DATA === 'true' : env.NODE_ENV !== 'production',
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL,
    authRateLimit: env.AUTH_RATE_LIMIT,
    webDist: env.WEB_DIST,
    trustProxy: env.TRUST_PROXY === 'true',
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    version: packageJson.version,
    ...overrides,
  };
}
