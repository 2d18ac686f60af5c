import type { AppAbility, Subject } from '@encore/shared/auth/permissions';
import type { DatabaseHandle } from '../db/client';

/**
 * The pages of the small catalogue lists this process has already read (tax classes, sales channels,
 * show categories): every screen with a price or a channel asks for them, they change a few times a year,
 * and a read through the database cost ten times a request that needs none (bench/foundation.mjs).
 *
 * Like the session cache (lib/session-cache.ts) it is only right while it hears every change: the
 * database notifies each write to those tables (migration 0013, channel `encore_lists`, payload the table
 * name, delivered at commit to every API process), the writing service forgets at once in its own process,
 * and while the LISTEN connection is down nothing is cached. A read that overlapped a change of its table
 * is not kept, so a page is never older than the last notification this process got.
 */
export interface ListCache {
  /** The page under `key` of `table`, read by `load` (and kept) when it is not cached. */
  read<T>(table: string, key: string, load: () => Promise<T>): Promise<T>;
  /** A change of `table` (a write here, or the database's notification): its pages go. */
  forget(table: string): void;
  /** Caching is on only while changes are heard (the LISTEN connection is up). */
  setLive(live: boolean): void;
  readonly size: number;
}

export const listsChannel = 'encore_lists';

/** `maxPages` per table, oldest out first (every search text is a page of its own). */
export function createListCache(maxPages = 200): ListCache {
  const tables = new Map<string, { epoch: number; pages: Map<string, unknown> }>();
  let live = false;
  let size = 0;
  const tableOf = (name: string) => {
    let entry = tables.get(name);
    if (!entry) tables.set(name, (entry = { epoch: 0, pages: new Map() }));
    return entry;
  };
  return {
    async read<T>(table: string, key: string, load: () => Promise<T>): Promise<T> {
      const entry = tableOf(table);
      if (live && entry.pages.has(key)) return entry.pages.get(key) as T;
      const startedAt = entry.epoch;
      const value = await load();
      if (live && entry.epoch === startedAt) {
        if (entry.pages.size >= maxPages) {
          entry.pages.delete(entry.pages.keys().next().value!);
          size -= 1;
        }
        if (!entry.pages.has(key)) size += 1;
        entry.pages.set(key, value);
      }
      return value;
    },
    forget(table) {
      const entry = tableOf(table);
      entry.epoch += 1;
      size -= entry.pages.size;
      entry.pages.clear();
    },
    setLive(next) {
      for (const name of tables.keys()) this.forget(name);
      live = next;
    },
    get size() {
      return size;
    },
  };
}

const rulesKeys = new WeakMap<AppAbility, Map<Subject, string>>();

/**
 * What of a session decides which rows of `subject` it may list: its read rules, with their conditions
 * already filled in from the user (two sessions with the same text see the same page).
 */
export function readRulesKey(ability: AppAbility, subject: Subject): string {
  let bySubject = rulesKeys.get(ability);
  if (!bySubject) rulesKeys.set(ability, (bySubject = new Map()));
  let key = bySubject.get(subject);
  if (key === undefined) {
    const rules = ability.rulesFor('read', subject);
    key = JSON.stringify(rules.map((rule) => [rule.inverted, rule.conditions ?? null, rule.fields ?? null]));
    bySubject.set(subject, key);
  }
  return key;
}

/**
 * Hears the database's `encore_lists` notifications (migration 0013's triggers) and drops the pages of the
 * table each names. Without notifications (LISTEN failed or lost) every list reads the database.
 * Resolves to the function that stops listening.
 */
export async function listenForListChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  cache: ListCache,
): Promise<() => Promise<void>> {
  try {
    const unlisten = await database.listen(
      listsChannel,
      (table) => cache.forget(table),
      (up) => cache.setLive(up),
    );
    cache.setLive(true);
    return async () => {
      cache.setLive(false);
      await unlisten().catch(() => undefined);
    };
  } catch (error) {
    console.warn('lists LISTEN failed, lists are not cached:', (error as Error).message);
    return async () => undefined;
  }
}
