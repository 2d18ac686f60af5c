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
import type { sessionsRepository } from '../auth';
import type { AssertPictures } from '../uploads';
import type { UploadsService } from '../uploads';
import type { usersRepository } from '../users';
import type { outboxRepository } from '../mail';
import { emailChangedEmail } from './email-changed-email';
import { profileColumns, toUserDto } from '../users-admin';

export interface AccountServiceDeps {
  db: Database;
  tokens: TokenService;
  uploads: UploadsService;
  /** Picture fields take the person's own uploads only (the uploads module's check). */
  assertPictures: AssertPictures;
  refreshTtlSeconds: number;
  publicUrl: string;
  smtpConfigured: boolean;
  /** Other modules' repositories, given by the composition root; `tx` passes through them. */
  users: typeof usersRepository;
  sessions: typeof sessionsRepository;
  outbox: Pick<typeof outboxRepository, 'enqueueEmail'>;
}

const wrongPassword = (message: string) =>
  new AppError(400, ErrorCode.validation, undefined, [{ path: 'currentPassword', message }]);

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

    /**
     * Updates the profile. A new e-mail needs the current password, and the previous address is told,
     * with a link that undoes the change: with the address, the account could be taken for good.
     */
    async update(
      session: SessionContext,
      input: z.output<typeof accountUpdateSchema>,
      language: 'fr' | 'en',
    ): Promise<User> {
      const { user } = session;
      const newEmail = input.email && input.email.toLowerCase() !== user.email.toLowerCase();
      if (newEmail) {
        if (!input.currentPassword) throw wrongPassword(accountMessages.currentPasswordRequired);
        if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
          throw wrongPassword(accountMessages.currentPasswordWrong);
        const other = await usersRepo.findUserByEmail(db, input.email!);
        if (other && other.id !== user.id) throw new AppError(409, ErrorCode.emailExists);
      }
      const pictures = { profilePicture: input.profilePicture, coverPicture: input.coverPicture };
      // The stored row, not the session's (cached) copy: an admin may have changed a picture just now.
      const stored = (await usersRepo.findUserById(db, user.id)) ?? user;
      const current = { profilePicture: stored.profilePicture, coverPicture: stored.coverPicture };
      await deps.assertPictures(db, user.id, pictures, current);
      await db.transaction(async (tx) => {
        await usersRepo.updateUser(tx, user.id, profileColumns(input));
        if (!newEmail) return;
        const token = await tokens.signEmailUndo({ sub: user.id, from: user.email, to: input.email! });
        const link = `${deps.publicUrl}/auth/undo-email-change?token=${encodeURIComponent(token)}`;
        const notice = emailChangedEmail(user.email, user.firstName, input.email!, link, language);
        await deps.outbox.enqueueEmail(tx, notice, deps.smtpConfigured);
      });
      return load(user.id);
    },

    async setPicture(session: SessionContext, kind: PictureKind, bytes: Buffer): Promise<User> {
      const upload = await deps.uploads.storeImage(bytes, session.user.id);
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
      const familyId = crypto.randomUUID();
      const version = await db.transaction(async (tx) => {
        await usersRepo.updateUserPassword(tx, user.id, passwordHash);
        await sessions.revokeAllOfUser(tx, user.id);
        await sessions.voidPasswordResets(tx, user.id);
        await sessions.insertRefreshToken(tx, {
          userId: user.id,
          familyId,
          tokenHash: hashToken(refreshToken),
          expiresAt: new Date(Date.now() + deps.refreshTtlSeconds * 1000),
        });
        // Read back rather than assume +1: another change may have bumped it meanwhile.
        return (await usersRepo.findUserById(tx, user.id))!.tokenVersion;
      });
      const token = await tokens.signAccess({ sub: user.id, ver: version, sid: familyId });
      return { token, refreshToken };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
