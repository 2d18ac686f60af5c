import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config';

export interface AccessClaims {
  sub: string;
  /** The user's token version: bumped on password change so older tokens stop working. */
  ver: number;
  /** The session (refresh-token family) the token belongs to: signing out ends it, and this token. */
  sid: string;
}

/**
 * A one-purpose, short-lived token: it names the user, version and the session that asked for it, so
 * signing out ends it too (see loadSession).
 */
export type ScopedClaims = AccessClaims;

/** An e-mail change the previous address may undo (the link in the notice sent to it). */
export interface EmailUndoClaims {
  sub: string;
  from: string;
  to: string;
}

export interface TokenService {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /**
   * A token for ONE purpose (`scope`, e.g. `stream:<eventId>`), short-lived, for clients that cannot send
   * headers (EventSource): it is refused as a bearer token, and a bearer token is refused as it.
   */
  signScoped(claims: ScopedClaims, scope: string, ttlSeconds: number): Promise<string>;
  /** `graceSeconds`: how long past its expiry the token is still taken (a stream's own reconnection). */
  verifyScoped(token: string, scope: string, graceSeconds?: number): Promise<ScopedClaims | null>;
  signEmailUndo(claims: EmailUndoClaims): Promise<string>;
  verifyEmailUndo(token: string): Promise<EmailUndoClaims | null>;
}

const emailUndoAudience = 'encore:email-undo';
const emailUndoTtl = '7d';

/** Opaque random tokens (refresh, reset) are sent once and stored only as their SHA-256. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * The signing secret comes from JWT_SECRET; the embedded set-up keeps a generated one in the data
 * directory so sessions survive a restart. Production on PostgreSQL must set JWT_SECRET.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.env === 'production' && config.databaseUrl) {
    throw new Error('JWT_SECRET (at least 32 characters) is required in production with DATABASE_URL');
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const maxVerified = 10_000;
  return {
    signAccess: ({ sub, ver, sid }) =>
      new SignJWT({ ver, sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    signScoped: ({ sub, ver, sid }, scope, scopedTtl) =>
      new SignJWT({ ver, sid, scope })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(`${scopedTtl}s`)
        .sign(key),
    async verifyScoped(token, scope, graceSeconds = 0) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          clockTolerance: graceSeconds,
        });
        if (payload.scope !== scope) return null;
        const { sub, ver, sid } = payload;
        if (typeof sub !== 'string' || !uuid.test(sub) || typeof ver !== 'number') return null;
        if (typeof sid !== 'string' || !uuid.test(sid)) return null;
        return { sub, ver, sid };
      } catch {
        return null;
      }
    },
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known) return Date.now() < known.expiresAt ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.scope !== undefined) return null;
        // Only a token this server signed gets here; still, a subject that is not a user id is no session.
        const { sub, ver, sid, exp } = payload;
        if (typeof sub !== 'string' || !uuid.test(sub) || typeof ver !== 'number') return null;
        if (typeof sid !== 'string' || !uuid.test(sid)) return null;
        const claims = { sub, ver, sid };
        // The same string verified again gives the same answer until it expires: the HMAC and the JSON
        // parsing are skipped on a client's next requests (oldest entries leave first).
        if (verified.size >= maxVerified) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: (exp ?? 0) * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
    // Its own audience: an undo link is never an access token, and an access token never undoes.
    signEmailUndo: ({ sub, from, to }) =>
      new SignJWT({ from, to })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setAudience(emailUndoAudience)
        .setIssuedAt()
        .setExpirationTime(emailUndoTtl)
        .sign(key),
    async verifyEmailUndo(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: emailUndoAudience,
        });
        const { sub, from, to } = payload;
        if (typeof sub !== 'string' || typeof from !== 'string' || typeof to !== 'string') return null;
        return { sub, from, to };
      } catch {
        return null;
      }
    },
  };
}
