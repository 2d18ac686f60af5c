import crypto from 'node:crypto';
import type { LoginResponse, SessionUser, SignupInput, TokenPair } from '@encore/shared/auth/auth.schema';
import type { PermissionRule } from '@encore/shared/auth/permissions';
import { interpolateRules } from '@encore/shared/auth/rule-placeholders';
import { ErrorCode } from '@encore/shared/errors';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken, type TokenService } from '../../lib/tokens';
import type { outboxRepository } from '../mail';
import type { rolesRepository } from '../roles';
import type { usersRepository } from '../users';
import type { UserRow, UserWithRole } from '../users';
import type * as sessionsRepository from './sessions.repository';
import { resetPasswordEmail } from './reset-password-email';

export interface AuthServiceDeps {
  db: Database;
  /** Other modules' repositories, given by the composition root. */
  users: typeof usersRepository;
  /** This module's sessions, wrapped by the composition root so a revocation empties the caches. */
  sessions: typeof sessionsRepository;
  roles: Pick<typeof rolesRepository, 'findRulesOfRole'>;
  outbox: Pick<typeof outboxRepository, 'enqueueEmail'>;
  tokens: TokenService;
  refreshTtlSeconds: number;
  publicUrl: string;
  smtpConfigured: boolean;
  /** Told, in the sign-up's transaction, of an account waiting for activation (the inbox's notice). */
  onSignup?: (tx: Executor, account: UserRow) => Promise<void>;
}

const RESET_TTL_MS = 60 * 60 * 1000;

export function toSessionUser(user: UserWithRole, rules: PermissionRule[]): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    activated: user.activated,
    role: user.role as SessionUser['role'],
    // Placeholders filled in: the web builds its ability from exactly the rules the API checks.
    rules: interpolateRules(rules, user),
    profilePicture: user.profilePicture,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens, sessions } = deps;
  const { findUserByEmail, findUserById, insertUser, updateUserPassword } = deps.users;
  const { updateUser, bumpTokenVersion } = deps.users;
  const { findRulesOfRole } = deps.roles;
  const { enqueueEmail } = deps.outbox;

  async function issueTokens(
    user: UserWithRole,
    familyId: string,
    exec = db as Parameters<typeof sessions.insertRefreshToken>[0],
  ): Promise<TokenPair> {
    const refreshToken = randomToken();
    await sessions.insertRefreshToken(exec, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + deps.refreshTtlSeconds * 1000),
    });
    const token = await tokens.signAccess({ sub: user.id, ver: user.tokenVersion, sid: familyId });
    return { token, refreshToken };
  }

  /** Refuses accounts that may not sign in, each with its own message. */
  function assertCanSignIn(user: UserWithRole) {
    if (!user.activated) throw new AppError(403, ErrorCode.accountDeactivated);
    if (!user.role) throw new AppError(403, ErrorCode.roleRequired);
  }

  return {
    async login(email: string, password: string): Promise<LoginResponse> {
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !valid) throw new AppError(401, ErrorCode.invalidCredentials);
      assertCanSignIn(user);
      const pair = await issueTokens(user, crypto.randomUUID());
      const rules = await findRulesOfRole(db, user.roleId!);
      return { ...pair, user: toSessionUser(user, rules) };
    },

    async signup(input: SignupInput): Promise<SessionUser> {
      if (await findUserByEmail(db, input.email)) throw new AppError(409, ErrorCode.emailExists);
      const passwordHash = await hashPassword(input.password);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertUser(tx, {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName || null,
          promotionalOffers: input.promotionalOffers ?? false,
          activated: false,
          roleId: null,
        });
        await deps.onSignup?.(tx, inserted);
        return inserted;
      });
      return toSessionUser({ ...row, role: null }, []);
    },

    /** Rotates a refresh token; presenting one already used revokes its whole family (theft signal). */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const invalid = new AppError(401, ErrorCode.invalidRefreshToken);
      const row = await sessions.findRefreshToken(db, hashToken(refreshToken));
      if (!row) throw invalid;
      if (row.usedAt || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
        if (row.usedAt && !row.revokedAt) await sessions.revokeFamily(db, row.familyId);
        throw invalid;
      }
      const user = await findUserById(db, row.userId);
      if (!user) throw invalid;
      assertCanSignIn(user);
      return db.transaction(async (tx) => {
        if (!(await sessions.consumeRefreshToken(tx, row.id))) {
          await sessions.revokeFamily(tx, row.familyId);
          throw invalid;
        }
        return issueTokens(user, row.familyId, tx);
      });
    },

    /** Ends the session of the refresh token and of the access token sent, which stops working at once. */
    async logout(refreshToken: string | undefined, accessToken: string | undefined): Promise<void> {
      const claims = accessToken ? await tokens.verifyAccess(accessToken) : null;
      if (claims) await sessions.revokeFamily(db, claims.sid);
      if (!refreshToken) return;
      const row = await sessions.findRefreshToken(db, hashToken(refreshToken));
      if (row) await sessions.revokeFamily(db, row.familyId);
    },

    /** Always answers the same; only an existing, activated account gets an e-mail. */
    async requestPassword(email: string, language: 'fr' | 'en'): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user || !user.activated) return;
      const token = randomToken();
      const link = `${deps.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        await sessions.insertPasswordReset(tx, {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
        });
        await enqueueEmail(
          tx,
          resetPasswordEmail(user.email, user.firstName, link, language),
          deps.smtpConfigured,
        );
      });
    },

    /**
     * Undoes an e-mail change from the link sent to the previous address: that address comes back,
     * every session ends, and it gets a reset link, since whoever made the change knew the password.
     */
    async undoEmailChange(token: string, language: 'fr' | 'en'): Promise<void> {
      const invalid = new AppError(400, ErrorCode.invalidResetToken);
      const claims = await tokens.verifyEmailUndo(token);
      if (!claims) throw invalid;
      const user = await findUserById(db, claims.sub);
      // Only the change the link was sent for: once undone, or changed again since, it is spent.
      if (!user || user.email.toLowerCase() !== claims.to.toLowerCase()) throw invalid;
      const other = await findUserByEmail(db, claims.from);
      if (other && other.id !== user.id) throw new AppError(409, ErrorCode.emailExists);
      await db.transaction(async (tx) => {
        await updateUser(tx, user.id, { email: claims.from });
        await bumpTokenVersion(tx, user.id);
        await sessions.revokeAllOfUser(tx, user.id);
        await sessions.voidPasswordResets(tx, user.id);
      });
      await this.requestPassword(claims.from, language);
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const userId = await sessions.consumePasswordReset(tx, hashToken(token));
        if (!userId) throw new AppError(400, ErrorCode.invalidResetToken);
        await updateUserPassword(tx, userId, passwordHash);
        await sessions.revokeAllOfUser(tx, userId);
        // Every other link sent to this account dies with the one used.
        await sessions.voidPasswordResets(tx, userId);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
