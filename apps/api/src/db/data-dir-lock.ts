import fs from 'node:fs';
import path from 'node:path';

/**
 * Two processes opening one PGlite directory corrupt it for good, so the server holds an exclusive lock
 * file. A lock left by a crashed process (its pid no longer alive) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is already used by another Encore server (pid ${pid}). ` +
        'Stop that server first, or start this one with another DATA_DIR.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'encore.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      fs.rmSync(file, { force: true }); // stale lock of a dead process
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}
