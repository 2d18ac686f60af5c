/**
 * What the door keeps across reloads and network cuts: the event's manifest (an arena's is a few MB, too
 * big for localStorage) and the scans waiting to be sent. One IndexedDB object store of JSON values; a
 * browser without IndexedDB (private modes) keeps them in memory for the page's life.
 */
const memory = new Map<string, unknown>();
let opened: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open('encore-door', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('kv');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await database();
  if (!db) throw new Error('no IndexedDB');
  return new Promise<T>((resolve, reject) => {
    const request = act(db.transaction('kv', mode).objectStore('kv'));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

export const doorStore = {
  async get<T>(key: string): Promise<T | undefined> {
    try {
      return await run<T | undefined>('readonly', (store) => store.get(key));
    } catch {
      return memory.get(key) as T | undefined;
    }
  },
  async set(key: string, value: unknown): Promise<void> {
    memory.set(key, value);
    try {
      await run('readwrite', (store) => store.put(value, key));
    } catch {
      // Kept in memory above.
    }
  },
};
