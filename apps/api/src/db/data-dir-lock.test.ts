import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('data directory lock', () => {
  it('refuses a second holder while the first is alive, and frees the directory on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-lock-'));
    const first = lockDataDir(dir);
    fs.writeFileSync(path.join(dir, 'encore.lock'), String(process.ppid)); // a live process that is not us
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    first.release();
    const again = lockDataDir(dir);
    again.release();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over the lock of a process that died', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-lock-'));
    fs.writeFileSync(path.join(dir, 'encore.lock'), '2147483646');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'encore.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
