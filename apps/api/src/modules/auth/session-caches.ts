import type { PermissionRule } from '@encore/shared/auth/permissions';
import type { Database, DatabaseHandle } from '../../db/client';
import { applyAuthChange, authChannel, createSessionCache } from '../../lib/session-cache';
import type { SessionContext, SessionLookup } from '../../plugins/auth';
import { rolesRepository } from '../roles';
import { usersRepository } from '../users';
import * as sessionsRepository from './sessions.repository';

/**
 * The caches of who is signed in and what roles allow (lib/session-cache.ts), the session lookup that
 * reads through them, and the repositories that change them wrapped so that THIS process forgets at once
 * what a write touches: the database's notification reaches the other processes (and this one) a moment
 * later, and a client's next request may come first.
 */
export function createSessionCaches(db: Database) {
  const sessions = createSessionCache<SessionContext>();
  const rules = createSessionCache<PermissionRule[]>(1_000);
  const changes = {
    forget(id: string) {
      sessions.forget(id);
    },
    clear() {
      sessions.clear();
      rules.clear();
    },
    setLive(live: boolean) {
      sessions.setLive(live);
      rules.setLive(live);
    },
  };

  const lookup: SessionLookup = {
    cache: sessions,
    userById: (id) => usersRepository.findUserById(db, id),
    async rulesOfRole(roleId) {
      const hit = rules.get(roleId);
      if (hit) return hit;
      const startedAt = rules.begin();
      const loaded = await rolesRepository.findRulesOfRole(db, roleId);
      rules.set(roleId, [roleId], loaded, startedAt);
      return loaded;
    },
    sessionOpen: (userId, sessionId) => sessionsRepository.isSessionOpen(db, userId, sessionId),
  };

  type Users = typeof usersRepository;
  const users: Users = {
    ...usersRepository,
    async updateUserPassword(...args: Parameters<Users['updateUserPassword']>) {
      await usersRepository.updateUserPassword(...args);
      changes.forget(args[1]);
    },
    async bumpTokenVersion(...args: Parameters<Users['bumpTokenVersion']>) {
      await usersRepository.bumpTokenVersion(...args);
      changes.forget(args[1]);
    },
    async updateUser(...args: Parameters<Users['updateUser']>) {
      await usersRepository.updateUser(...args);
      changes.forget(args[1]);
    },
    async deleteUser(...args: Parameters<Users['deleteUser']>) {
      const deleted = await usersRepository.deleteUser(...args);
      changes.forget(args[1]);
      return deleted;
    },
  };
  type Sessions = typeof sessionsRepository;
  const sessionsWrites: Sessions = {
    ...sessionsRepository,
    async revokeFamily(...args: Parameters<Sessions['revokeFamily']>) {
      await sessionsRepository.revokeFamily(...args);
      changes.forget(args[1]);
    },
    async revokeAllOfUser(...args: Parameters<Sessions['revokeAllOfUser']>) {
      await sessionsRepository.revokeAllOfUser(...args);
      changes.forget(args[1]);
    },
  };
  type Roles = typeof rolesRepository;
  const roles: Roles = {
    ...rolesRepository,
    async upsertRole(...args: Parameters<Roles['upsertRole']>) {
      const id = await rolesRepository.upsertRole(...args);
      changes.clear();
      return id;
    },
  };

  return { lookup, changes, users, sessions: sessionsWrites, roles };
}

export type SessionCaches = ReturnType<typeof createSessionCaches>;

/**
 * Hears the database's `encore_auth` notifications (migration 0010's triggers on users, refresh tokens,
 * roles and rules) and drops what they name. The caches work only while this listens: a lost PostgreSQL
 * connection turns them off until it is back. Resolves to the function that stops listening.
 */
export async function listenForSessionChanges(
  database: DatabaseHandle,
  changes: SessionCaches['changes'],
): Promise<() => Promise<void>> {
  try {
    const unlisten = await database.listen(
      authChannel,
      (payload) => applyAuthChange(changes, payload),
      (up) => changes.setLive(up),
    );
    changes.setLive(true);
    return async () => {
      changes.setLive(false);
      await unlisten().catch(() => undefined);
    };
  } catch (error) {
    // Without notifications every request reads the database, as before the caches.
    console.warn('auth LISTEN failed, sessions are not cached:', (error as Error).message);
    return async () => undefined;
  }
}
