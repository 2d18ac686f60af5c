// The journal's verification at scale (issue 23): 1,000,000 entries generated straight into journal_entries
// of a fresh PostgreSQL database (every hash real, one Ed25519 signature per batch of BENCH_BATCH entries, as
// the chainer signs), then `npm run journal:verify` timed on it (target: under 30 s), beside baselines of
// the same minutes: select count(*), reading every row, node:crypto's SHA-256 and Ed25519 rates, load.
//   node bench/journal-verify.mjs   (BENCH_DATABASE_URL, BENCH_ENTRIES = 1000000, BENCH_BATCH = 100)
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { root } from './lib.mjs';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const total = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const batch = Number(process.env.BENCH_BATCH ?? 100);
const name = `encore_bench_journal_${crypto.randomBytes(4).toString('hex')}`;
const urlOf = (db) => Object.assign(new URL(baseUrl), { pathname: `/${db}` }).toString();

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const client = new pg.Client({ connectionString: urlOf(name) });
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(2);
try {
  await client.connect();
  // The schema as the server makes it: every committed migration, in order.
  const folder = path.join(root, 'apps/api/drizzle');
  const { entries } = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
  for (const { tag } of entries)
    for (const statement of fs
      .readFileSync(path.join(folder, `${tag}.sql`), 'utf8')
      .split('--> statement-breakpoint'))
      if (statement.trim()) await client.query(statement);

  // The chain, built as the chainer builds it (same byte layout as modules/journal/journal-hash.ts).
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  const publicHex = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
  const keyId = crypto.createHash('sha256').update(Buffer.from(publicHex, 'hex')).digest('hex').slice(0, 16);
  const hashOf = (sequence, at, type, payload, previous) =>
    crypto
      .createHash('sha256')
      .update(`${sequence}\n${at}\n${type}\n${payload}\n${previous}\n`)
      .digest('hex');
  let previous = '0'.repeat(64);
  const start = Date.parse('2026-01-01T00:00:00Z');
  const generated = performance.now();
  function* rows() {
    let pending = [];
    for (let sequence = 1; sequence <= total; sequence++) {
      const at = new Date(start + sequence * 1000).toISOString();
      const type = sequence === 1 ? 'key_rotation' : 'payment';
      const payload =
        sequence === 1
          ? JSON.stringify({ newKeyId: keyId, oldKeyId: null, publicKey: publicHex })
          : `{"amountCents":${1000 + (sequence % 9000)},"changeCents":null,"method":"card","orderId":"${crypto.randomUUID()}","orderNumber":"2026-${sequence}","paymentId":"${crypto.randomUUID()}","tenderedCents":null,"tillSessionId":null,"userId":"6f1c2b8e-0a4d-4f7e-9c1b-2d3e4f5a6b7c"}`;
      const hash = hashOf(sequence, at, type, payload, previous);
      pending.push([sequence, at, type, payload, previous, hash]);
      previous = hash;
      if (pending.length === batch || sequence === total) {
        const signature = crypto.sign(null, Buffer.from(hash, 'hex'), privateKey).toString('base64');
        const escape = (text) => text.replace(/\\/g, '\\\\');
        for (const [s, a, ty, p, prev, h] of pending)
          yield `${s}\t${a}\t${ty}\t${escape(p)}\t${prev}\t${h}\t${signature}\t${sequence}\t${keyId}\n`;
        pending = [];
      }
    }
  }
  await pipeline(
    Readable.from(rows()),
    client.query(
      copyFrom(
        'copy journal_entries (sequence, at, type, payload, previous_hash, hash, signature, signed_sequence, key_id) from stdin',
      ),
    ),
  );
  await client.query('update journal_head set sequence = $1, hash = $2 where id = 1', [total, previous]);
  await client.query('analyze journal_entries');
  console.log(`generated ${total} entries (a signature per ${batch}) in ${seconds(generated)} s`);

  // Baselines, in the same minutes.
  let t = performance.now();
  await client.query('select count(*) from journal_entries');
  const countSeconds = seconds(t);
  t = performance.now();
  for (let i = 0; i < 1_000_000; i++)
    crypto
      .createHash('sha256')
      .update(`${i}\n2026-01-01T00:00:00.000Z\npayment\n{"amountCents":1000}\n${previous}\n`)
      .digest('hex');
  const shaSeconds = seconds(t);
  const message = Buffer.from(previous, 'hex');
  const signature = crypto.sign(null, message, privateKey);
  t = performance.now();
  for (let i = 0; i < 2000; i++) crypto.verify(null, message, publicKey, signature);
  const verifyMicros = (((performance.now() - t) / 2000) * 1000).toFixed(0);

  const load = os.loadavg()[0].toFixed(2);
  t = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/journal-verify.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: urlOf(name), NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const verifySeconds = seconds(t);
  const result = run.stdout.trim().split('\n').at(-1);
  console.log(run.stdout.trim());
  if (run.status !== 0) console.error(run.stderr);
  console.log(`
journal:verify of ${total} entries: ${verifySeconds} s wall (process start included; target < 30 s), exit ${run.status}
  result ${result}
  baselines: select count(*) ${countSeconds} s; node:crypto SHA-256 x 1,000,000 ${shaSeconds} s; Ed25519 verify ${verifyMicros} µs each
  (one signature per entry would need ${((total * Number(verifyMicros)) / 1e6).toFixed(0)} s of verification alone)
  verify / (1,000,000 bare SHA-256) in the same minutes: ${(Number(verifySeconds) / Number(shaSeconds)).toFixed(1)}x
  load average ${load} (1 min), ${os.cpus().length} CPUs`);
  process.exitCode = run.status === 0 && Number(verifySeconds) < 30 ? 0 : 1;
} finally {
  await client.end().catch(() => undefined);
  if (process.env.BENCH_KEEP) console.log(`kept ${urlOf(name)}`);
  else await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
