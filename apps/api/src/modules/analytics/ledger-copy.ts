import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

const dialect = new PgDialect();

/** Marks the export's statement in pg_stat_activity (bench/analytics.mjs measures its backend's CPU). */
export const ledgerCopyTag = '/* encore:order-items-csv */';

/** A value as a SQL literal: COPY takes no parameters. Strings only need their quotes doubled (see below). */
function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  throw new Error(`No SQL literal for ${typeof value}`);
}

/** The statement with its parameters written in (`$12` before `$1`: the longest numbers first). */
export function inlineParameters(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)\b/g, (_, at: string) => literal(params[Number(at) - 1]));
}

/**
 * The lines of COPY ... (FORMAT binary) of one text column: each row is a field count (1), a length and the
 * bytes, after a 19-byte header and before a -1 trailer. Binary, so the lines arrive as written (the text
 * format would escape their CRLF, tabs and backslashes). Rows cross chunk boundaries: the rest waits.
 */
export function copyBinaryLines() {
  let rest: Buffer = Buffer.alloc(0);
  let header = true;
  let ended = false;
  return {
    push(chunk: Buffer): Buffer {
      const buf = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      let at = 0;
      if (header) {
        if (buf.length < 19) {
          rest = buf;
          return Buffer.alloc(0);
        }
        at = 19 + buf.readUInt32BE(15);
        header = false;
      }
      const out = Buffer.allocUnsafe(buf.length);
      let size = 0;
      while (!ended && buf.length - at >= 2) {
        if (buf.readInt16BE(at) === -1) {
          ended = true;
          at += 2;
          break;
        }
        if (buf.length - at < 6) break;
        const length = buf.readInt32BE(at + 2);
        if (length < 0) {
          at += 6; // a NULL line: nothing (concat never gives one)
          continue;
        }
        if (buf.length - at - 6 < length) break;
        size += buf.copy(out, size, at + 6, at + 6 + length);
        at += 6 + length;
      }
      // A copy: a view would keep the whole chunk alive.
      rest = Buffer.from(buf.subarray(at));
      return out.subarray(0, size);
    },
    get ended() {
      return ended && rest.length === 0;
    },
  };
}

/**
 * The file's lines as PostgreSQL writes them, streamed by COPY TO STDOUT: the server only passes bytes on
 * (ledger-lines.ts says why the database writes them). Backpressure reaches the database: this generator
 * reads the connection only as fast as the reply is written, so a slow download holds a few socket buffers,
 * never the file. One repeatable-read snapshot, as one query. A download cut short (the client went away)
 * destroys the connection: its COPY cannot be stopped otherwise, and PostgreSQL ends it at its next write.
 */
export async function* ledgerCopy(db: Database, query: SQL): AsyncGenerator<Buffer> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    // The literals written in rely on it (a backslash is then an ordinary character): PostgreSQL's default.
    await client.query('set local standard_conforming_strings = on');
    // A million lines make a costly plan: JIT would spend seconds compiling and optimising it (measured:
    // 4.5 s of 36), more than it saves. COPY, unlike a cursor, may run the query on parallel workers.
    await client.query('set local jit = off');
    const lines = copyBinaryLines();
    const copy = client.query(
      copyTo(`${ledgerCopyTag} copy (${inlineParameters(text, params)}) to stdout with (format binary)`),
    );
    for await (const chunk of copy) {
      const out = lines.push(chunk as Buffer);
      if (out.length) yield out;
    }
    if (!lines.ended) throw new Error('COPY ended before its trailer');
    await client.query('commit');
    finished = true;
  } finally {
    client.release(!finished);
  }
}
