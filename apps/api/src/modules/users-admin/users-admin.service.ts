import type { MessageKey } from '@encore/shared/validation/message-key';
import { ForbiddenError, subject } from '@casl/ability';
import type { z } from 'zod';
import type { Action } from '@encore/shared/auth/permissions';
import { ErrorCode } from '@encore/shared/errors';
import type {
  User,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '@encore/shared/users/user.schema';
import type { Database, Executor } from '../../db/client';
import { noJournal, type JournalRecorder } from '../../lib/journal-recorder';
import { AppError, notFound } from '../../lib/errors';
import type { Page } from '../../lib/list-query';
import { hashPassword } from '../../lib/passwords';
import type { SessionContext } from '../../plugins/auth';
import type { sessionsRepository } from '../auth';
import type { rolesRepository } from '../roles';
import type { usersRepository } from '../users';
import type { AssertPictures } from '../uploads';
import { listUsers } from './users-admin.repository';
import { profileColumns, toUserDto } from './user-dto';

type CreateInput = z.output<typeof userCreateSchema>;
type UpdateInput = z.output<typeof userUpdateSchema>;
type ListQuery = z.output<typeof userListQuerySchema>;

/** Checks an action on one user, seen with its role name (ADMIN's rules deny it on a SUPER_ADMIN). */
function assertCan(session: SessionContext, action: Action, user: { roleName: string | null }) {
  ForbiddenError.from(session.ability).throwUnlessCan(action, subject('User', user));
}

const picturesOf = (user: { profilePicture?: string | null; coverPicture?: string | null }) => ({
  profilePicture: user.profilePicture,
  coverPicture: user.coverPicture,
});

const invalid = (path: string, message: MessageKey) =>
  new AppError(400, ErrorCode.validation, undefined, [{ path, message }]);

interface Links {
  producerId?: string | null;
  artistId?: string | null;
}

/** What the service needs from other modules, given by the composition root. */
export interface UsersAdminDeps {
  db: Database;
  users: typeof usersRepository;
  sessions: Pick<typeof sessionsRepository, 'revokeAllOfUser'>;
  roles: Pick<typeof rolesRepository, 'findRoleByName'>;
  /** Whether a producer or an artist a user is linked to exists. */
  producers: { findById(db: Executor, id: string): Promise<unknown> };
  artists: { findById(db: Executor, id: string): Promise<unknown> };
  /** Pictures must be the writer's uploads, or the user's current ones (the uploads module's check). */
  assertPictures: AssertPictures;
  /** Told, in the update's transaction, that an account was activated (the inbox settles its sign-up). */
  onActivated?: (tx: Executor, userId: string) => Promise<void>;
  /** Role changes are journal entries (the JET), recorded in the change's transaction. */
  journal?: JournalRecorder;
}

export function createUsersAdminService(deps: UsersAdminDeps) {
  const { db, users: usersRepo, producers: producersRepository, artists: artistsRepository } = deps;
  const { revokeAllOfUser } = deps.sessions;
  const { findRoleByName } = deps.roles;
  const journal = deps.journal ?? noJournal;
  /** A user's role set or changed, by whom, in the change's transaction. */
  const recordRole = (
    exec: Executor,
    change: { roleId: string | null; userId: string; from: string | null; to: string | null; by: string },
  ) =>
    journal.record(exec, {
      type: 'role_change',
      payload: {
        roleId: change.roleId,
        userId: change.by,
        detail: { targetUserId: change.userId, from: change.from, to: change.to },
      },
    });
  async function roleIdOf(exec: Executor, name: string | null | undefined) {
    if (name === undefined) return undefined;
    if (name === null) return null;
    const role = await findRoleByName(exec, name);
    if (!role) throw invalid('role', 'users.unknownRole');
    return role.id;
  }

  /**
   * A PRODUCER or ARTIST account sees only what its link gives it: without one it would see nothing, so
   * the account as it will be (the change over what is stored) must have it.
   */
  function assertLinkOfRole(
    next: Links & { role?: string | null },
    stored?: Links & { role?: string | null },
  ) {
    const pick = <K extends keyof Links | 'role'>(key: K) =>
      next[key] !== undefined ? next[key] : stored?.[key];
    const role = pick('role');
    if (role === 'PRODUCER' && !pick('producerId')) throw invalid('producerId', 'users.producerRequired');
    if (role === 'ARTIST' && !pick('artistId')) throw invalid('artistId', 'users.artistRequired');
  }

  /** Links must point at existing records; a clear field error instead of a foreign-key failure. */
  async function assertLinks(input: Links) {
    if (input.producerId && !(await producersRepository.findById(db, input.producerId)))
      throw invalid('producerId', 'users.producerNotFound');
    if (input.artistId && !(await artistsRepository.findById(db, input.artistId)))
      throw invalid('artistId', 'users.artistNotFound');
  }

  async function assertEmailFree(email: string | undefined, exceptId?: string) {
    if (!email) return;
    const other = await usersRepo.findUserByEmail(db, email);
    if (other && other.id !== exceptId) throw new AppError(409, ErrorCode.emailExists);
  }

  async function load(id: string) {
    const user = await usersRepo.findUserById(db, id);
    if (!user) throw notFound('User not found');
    return user;
  }

  return {
    async list(query: ListQuery, session: SessionContext): Promise<Page<User>> {
      const mine = query.createdByMe || query.ownedOnly;
      const page = await listUsers(db, query, {
        role: query.role,
        activated: query.status === undefined ? undefined : query.status === 'activated',
        createdBy: mine ? session.user.id : undefined,
      });
      return { rows: page.rows.map(toUserDto), meta: page.meta };
    },

    async get(id: string): Promise<User> {
      return toUserDto(await load(id));
    },

    async create(input: CreateInput, session: SessionContext): Promise<User> {
      const roleName = input.role ?? null;
      assertCan(session, 'create', { roleName });
      // Making someone SUPER_ADMIN is changing a SUPER_ADMIN: whoever may not do that may not create one.
      assertCan(session, 'update', { roleName });
      await assertEmailFree(input.email);
      assertLinkOfRole(input);
      await assertLinks(input);
      await deps.assertPictures(db, session.user.id, picturesOf(input));
      const passwordHash = await hashPassword(input.password);
      const row = await db.transaction(async (tx) => {
        const roleId = (await roleIdOf(tx, input.role)) ?? null;
        const inserted = await usersRepo.insertUser(tx, {
          ...profileColumns(input),
          email: input.email,
          firstName: input.firstName,
          passwordHash,
          roleId,
          activated: input.activated,
          producerId: input.producerId ?? null,
          artistId: input.artistId ?? null,
          createdBy: session.user.id,
        });
        if (roleId)
          await recordRole(tx, {
            roleId,
            userId: inserted.id,
            from: null,
            to: roleName,
            by: session.user.id,
          });
        return inserted;
      });
      return toUserDto(await load(row.id));
    },

    async update(id: string, input: UpdateInput, session: SessionContext): Promise<User> {
      const target = await load(id);
      assertCan(session, 'update', { ...target, roleName: target.role?.name ?? null });
      if (input.role !== undefined) assertCan(session, 'update', { roleName: input.role });
      await assertEmailFree(input.email, id);
      assertLinkOfRole(input, { ...target, role: target.role?.name ?? null });
      await assertLinks(input);
      await deps.assertPictures(db, session.user.id, picturesOf(input), picturesOf(target));
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      await db.transaction(async (tx) => {
        const roleId = await roleIdOf(tx, input.role);
        const before = target.role?.name ?? null;
        if (roleId !== undefined && (input.role ?? null) !== before)
          await recordRole(tx, {
            roleId,
            userId: id,
            from: before,
            to: input.role ?? null,
            by: session.user.id,
          });
        await usersRepo.updateUser(tx, id, {
          ...profileColumns(input),
          ...(roleId !== undefined ? { roleId } : {}),
          ...(input.activated !== undefined ? { activated: input.activated } : {}),
          ...(input.producerId !== undefined ? { producerId: input.producerId } : {}),
          ...(input.artistId !== undefined ? { artistId: input.artistId } : {}),
        });
        if (input.activated && !target.activated) await deps.onActivated?.(tx, id);
        if (passwordHash) {
          // A new password ends every session of that user: access tokens by version, refresh tokens here.
          await usersRepo.updateUserPassword(tx, id, passwordHash);
          await revokeAllOfUser(tx, id);
        }
      });
      return toUserDto(await load(id));
    },

    async remove(id: string, session: SessionContext): Promise<void> {
      if (id === session.user.id) throw new AppError(409, ErrorCode.cannotDeleteSelf);
      const target = await load(id);
      assertCan(session, 'delete', { ...target, roleName: target.role?.name ?? null });
      await usersRepo.deleteUser(db, id);
    },
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
