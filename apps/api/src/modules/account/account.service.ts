import crypto from 'node:crypto';
import type { z } from 'zod';
import type {
  AccountUpdateInput,
  accountUpdateSchema,
  PictureKind,
} from '@encore/shared/account/account.schema';
import { accountMessages } from '@encore/shared/account/account.schema';
import type { TokenPair } from '@encore/shared/auth/auth.schema';
import { ErrorCode } from '@encore/shared/errors';
import type { User } from '@encore/shared/users/user.schema';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken, type TokenService } from '../../lib/tokens';
import type { SessionContext } from '../../plugins/auth';
import type * as sessionsRepository from '../auth/sessions.repository';
import type { UploadsService } from '../uploads/uploads.service';
import type * as usersRepository from '../users/users.repository';
import { profileColumns, toUserDto } from '../users-admin/user-dto';

export interface AccountServiceDeps {
  db: Database;
  tokens: TokenService;
  uploads: UploadsService;
  refreshTtlSeconds: number;
  /** Other modules' repositories, given by the composition root; `tx` passes through them. */
  users: typeof usersRepository;
  sessions: typeof sessionsRepository;
}

/** The signed-in person's own account: profile, pictures and password. Never role or status. */
export function createAccountService(deps: AccountServiceDeps) {
  const { users: usersRepo, sessions } = deps;
  const { db, tokens } = deps;

  async function load(id: string): Promise<User> {
    const user = await usersRepo.findUserById(db, id);
    if (!user) throw notFound('User not found');
    return toUserDto(user);
  }

  return {
    get: (session: SessionContext) => load(session.user.id),

    async update(session: SessionContext, input: z.output<typeof accountUpdateSchema>): Promise<User> {
      if (input.email) {
        const other = await usersRepo.findUserByEmail(db, input.email);
        if (other && other.id !== session.user.id) throw new AppError(409, ErrorCode.emailExists);
      }
      await usersRepo.updateUser(db, session.user.id, profileColumns(input));
      return load(session.user.id);
    },

    async setPicture(session: SessionContext, kind: PictureKind, bytes: Buffer): Promise<User> {
      const upload = await deps.uploads.storeImage(bytes);
      const field: keyof AccountUpdateInput = kind === 'profile' ? 'profilePicture' : 'coverPicture';
      await usersRepo.updateUser(db, session.user.id, { [field]: upload.id });
      return load(session.user.id);
    },

    /**
     * Changes the password after checking the current one. Every session is signed out (refresh tokens
     * revoked, token version bumped) and this one gets a fresh pair so the person stays signed in here.
     */
    async changePassword(
      session: SessionContext,
      currentPassword: string,
      newPassword: string,
    ): Promise<TokenPair> {
      const { user } = session;
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError(400, ErrorCode.validation, undefined, [
          { path: 'currentPassword', message: accountMessages.currentPasswordWrong },
        ]);
      }
      const passwordHash = await hashPassword(newPassword);
      const refreshToken = randomToken();
      const version = await db.transaction(async (tx) => {
        await usersRepo.updateUserPassword(tx, user.id, passwordHash);
        await sessions.revokeAllOfUser(tx, user.id);
        await sessions.insertRefreshToken(tx, {
          userId: user.id,
          familyId: crypto.randomUUID(),
          tokenHash: hashToken(refreshToken),
          expiresAt: new Date(Date.now() + deps.refreshTtlSeconds * 1000),
        });
        // Read back rather than assume +1: another change may have bumped it meanwhile.
        return (await usersRepo.findUserById(tx, user.id))!.tokenVersion;
      });
      const token = await tokens.signAccess({ sub: user.id, ver: version });
      return { token, refreshToken };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
