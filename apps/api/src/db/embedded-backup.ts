import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** `npm run backup` writes the folder it wants the copy in here, then sends the server SIGUSR2. */
export const backupRequestFile = 'backup-request';
/** The embedded database's copy inside a backup folder (a tar.gz of PGlite's data directory). */
export const backupDatabaseFile = 'pglite.tar.gz';

/**
 * A consistent copy of a running PGlite: a checkpoint, then PGlite's own `dumpDataDir` (gzip), which runs
 * between two statements (it holds PGlite's query lock). The files it copies are those a crash at that
 * moment would leave, committed transactions all in them: opened again, PostgreSQL recovers them as after
 * a crash (a transaction under way is rolled back). The data directory's files cannot simply be copied
 * while the server writes them, and only the server may open them (the lock).
 */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.exec('checkpoint');
  return (await client.dumpDataDir('gzip')) as Blob;
}

/** Writes the dump into `dir` (created): a `.partial` file renamed once complete, so a reader sees all or nothing. */
export async function writeDump(client: PGlite, dir: string): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupDatabaseFile);
  const blob = await dumpPglite(client);
  fs.writeFileSync(`${file}.partial`, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(`${file}.partial`, file);
  return file;
}

/**
 * The running server's side of `npm run backup` (embedded database only): on SIGUSR2 it reads the folder
 * asked for in DATA_DIR/backup-request and writes the dump there. A signal, not an HTTP route: only the
 * server's own user (or root) can send it, so it needs no credentials and opens nothing to the network.
 */
export function answerBackupSignal(client: PGlite, dataDir: string, log: Pick<Console, 'info' | 'error'>) {
  let running: Promise<void> | undefined;
  const onSignal = () => {
    running ??= (async () => {
      const request = path.join(dataDir, backupRequestFile);
      const dir = fs.readFileSync(request, 'utf8').trim();
      fs.rmSync(request, { force: true });
      log.info(`backup written to ${await writeDump(client, dir)}`);
    })()
      .catch((error: unknown) => log.error(`backup failed: ${(error as Error).message}`))
      .finally(() => (running = undefined));
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}
