import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { createTestApp, type TestContext } from './test-app';
import { requests } from './requests';

export interface UseTestAppOptions {
  /** Settings of this file's app; a function runs at set-up, after the file's earlier `beforeAll` hooks. */
  overrides?: Partial<Config> | (() => Partial<Config>);
  /** A temporary data directory (uploads), removed at teardown: `t.dataDir`. */
  dataDir?: boolean;
}

export interface TestApp extends TestContext {
  /** `api.as(role).get(url)` and friends (test/requests.ts), usable at once. */
  api: ReturnType<typeof requests>;
  dataDir: string;
}

/**
 * The app of one test file, on its own copy of the run's template database: registers its set-up and teardown
 * (`beforeAll`/`afterAll`) itself. Call it at the top of the file; its fields are there once the set-up ran.
 */
export function useTestApp(options: UseTestAppOptions = {}): TestApp {
  let context: TestContext | undefined;
  let dataDir = '';
  const current = () => {
    if (!context) throw new Error('useTestApp: the app is used before its beforeAll set-up ran');
    return context;
  };
  // Every field of the file's TestContext, read when used (tests and hooks run after the set-up).
  const t: TestApp = new Proxy({} as TestApp, {
    get(_target, key) {
      if (key === 'api') return api;
      if (key === 'dataDir') return dataDir;
      return Reflect.get(current(), key);
    },
  });
  const api = requests(t);
  beforeAll(async () => {
    if (options.dataDir) dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-test-'));
    const overrides = typeof options.overrides === 'function' ? options.overrides() : options.overrides;
    context = await createTestApp({ ...overrides, ...(dataDir ? { dataDir } : {}) });
  });
  afterAll(async () => {
    await context?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return t;
}
