import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Transaction } from './client';

/**
 * An ambient transaction: one request's whole work (an idempotent write, plugins/idempotency.ts) commits
 * together with its stored answer, although the services it calls were handed the database, not a
 * transaction. The database handle every module uses (`ambientAware`) resolves to the ambient transaction
 * while one is open in the current async context, and their own `transaction()` calls become savepoints.
 * Outside one (every request without an Idempotency-Key) nothing changes: the handle is the database.
 */
interface Unit {
  /** False from the end of the work on: a straggling query goes to the database, never a closed transaction. */
  open: boolean;
  /** Run once the unit committed (sales announced to sellers): never if it rolled back. */
  afterCommit: (() => void)[];
}
interface Scope {
  tx: Transaction;
  unit: Unit;
}

const storage = new AsyncLocalStorage<Scope>();
/**
 * Units under way in this process. While AsyncLocalStorage is enabled, Node 20 runs a hook on every promise
 * the process makes (about twice their cost: a few percent of a sale's CPU): it is disabled again once no
 * unit is under way, so requests without a key cost what they did while none is.
 */
let active = 0;

function openScope(): Scope | undefined {
  const scope = storage.getStore();
  return scope?.unit.open ? scope : undefined;
}

/** The ambient transaction (or savepoint) of the current async context, if one is open. */
export function ambientTransaction(): Transaction | undefined {
  return openScope()?.tx;
}

/**
 * Runs `work` in one transaction made ambient for everything it calls. `db` must be the plain handle
 * (outside any ambient transaction). Hooks of `afterCommit` run once it committed, outside it.
 */
export async function inAmbientTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const unit: Unit = { open: true, afterCommit: [] };
  active++;
  try {
    const result = await db.transaction((tx) =>
      storage.run({ tx, unit }, async () => {
        const done = await work(tx);
        unit.open = false;
        return done;
      }),
    );
    for (const hook of unit.afterCommit) hook();
    return result;
  } finally {
    unit.open = false;
    if (--active === 0) storage.disable();
  }
}

/**
 * Runs `run` in a savepoint of the ambient transaction: a statement that fails there (a refusal raised by a
 * named statement, a deadlock to retry) leaves the transaction usable, as it would leave a connection.
 */
export function inSavepoint<T>(run: () => Promise<T>): Promise<T> {
  const scope = openScope();
  if (!scope) return run();
  return scope.tx.transaction((sp) => storage.run({ tx: sp, unit: scope.unit }, run));
}

/** Runs `hook` now, or once the ambient transaction committed (dropped if it rolls back). */
export function afterCommit(hook: () => void): void {
  const scope = openScope();
  if (scope) scope.unit.afterCommit.push(hook);
  else hook();
}

const bound = new WeakMap<object, Map<PropertyKey, unknown>>();
/** `target[key]`, a method bound to `target` (cached: the handle is read on every query). */
function member(target: object, key: PropertyKey): unknown {
  const value = Reflect.get(target, key, target);
  if (typeof value !== 'function') return value;
  let methods = bound.get(target);
  if (!methods) bound.set(target, (methods = new Map()));
  let method = methods.get(key);
  if (!method) methods.set(key, (method = (value as (...a: unknown[]) => unknown).bind(target)));
  return method;
}

/**
 * The database handle the modules receive: the database itself, or the ambient transaction when one is
 * open (its `transaction()` then opens a savepoint, the nested work ambient in turn).
 */
export function ambientAware(db: Database): Database {
  return new Proxy(db, {
    get(target, key) {
      const scope = openScope();
      if (!scope) return member(target, key);
      if (key === 'transaction')
        return <T>(work: (sp: Transaction) => Promise<T>) =>
          scope.tx.transaction((sp) => storage.run({ tx: sp, unit: scope.unit }, () => work(sp)));
      return member(scope.tx, key);
    },
  });
}

const settled = new WeakSet<Promise<unknown>>();
/** A promise a cache shares between requests, marked once settled (see `sharedUsable`). */
export function shared<V>(promise: Promise<V>): Promise<V> {
  const mark = () => void settled.add(promise);
  promise.then(mark, mark);
  return promise;
}
/**
 * May this context await a shared promise? One still loading may wait for the database this context's
 * ambient transaction holds (PGlite's one connection, or a full pool): there the caller loads for itself.
 */
export function sharedUsable(promise: Promise<unknown>): boolean {
  return settled.has(promise) || !openScope();
}
