/**
 * The signed-in sessions this process has already checked: user, role, filled rules and built ability,
 * keyed by what an access token names (user, token version, session). Every authenticated request used
 * to pay two queries and a CASL build; a hit pays a map lookup.
 *
 * It is only right while it hears every change: the database notifies each write to users, roles, rules
 * and sessions (migration 0010, `encore_auth`), every API process LISTENs, and each notification drops
 * what it touches. While the LISTEN connection is down (or not up yet) nothing is cached, and a load that
 * overlapped a change is not kept, so an entry is never older than the last notification this process got.
 */
export interface SessionCache<T> {
  get(key: string): T | undefined;
  /** Call before loading: `set` keeps the value only if no change arrived since. */
  begin(): number;
  /** `tags`: the ids whose change drops the entry (its user, its session). */
  set(key: string, tags: readonly string[], value: T, startedAt: number): void;
  /** A change of one user (account, password, activation, role link, sessions) or of one session. */
  forget(tag: string): void;
  /** A change of roles or rules, or notifications possibly missed: everything goes. */
  clear(): void;
  /** Caching is on only while changes are heard (the LISTEN connection is up). */
  setLive(live: boolean): void;
  readonly size: number;
}

export const authChannel = 'encore_auth';

export function createSessionCache<T>(maxEntries = 10_000): SessionCache<T> {
  const entries = new Map<string, { tags: readonly string[]; value: T }>();
  let epoch = 0;
  let live = false;
  return {
    get: (key) => (live ? entries.get(key)?.value : undefined),
    begin: () => epoch,
    set(key, tags, value, startedAt) {
      if (!live || startedAt !== epoch) return;
      // Oldest first out: Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { tags, value });
    },
    forget(tag) {
      epoch += 1;
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
    clear() {
      epoch += 1;
      entries.clear();
    },
    setLive(next) {
      epoch += 1;
      entries.clear();
      live = next;
    },
    get size() {
      return entries.size;
    },
  };
}

/** Applies one `encore_auth` notification: `user:<id>` or `roles`; anything else clears (fail safe). */
export function applyAuthChange(cache: Pick<SessionCache<unknown>, 'forget' | 'clear'>, payload: string) {
  if (payload.startsWith('user:')) cache.forget(payload.slice(5));
  else cache.clear();
}
