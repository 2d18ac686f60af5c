import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@encore/shared/journal/canonical-json';
import type { JournalVerifyResult } from '@encore/shared/journal/journal.schema';
import { journalEntries } from '../../db/schema';
import { bearer } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { findUserByEmail } from '../users/users.repository';
import { pendingEventsInsert, recordJournalEvent, verifyArchive } from '.';

const t = useTestApp();
const api = t.api;
const db = () => t.database.db;

const verify = async () => {
  const res = await api.as('ADMIN').post('/api/journal/verify', {});
  expect(res.status).toBe(200);
  return res.body.data as JournalVerifyResult;
};

const entries = () => db().select().from(journalEntries).orderBy(asc(journalEntries.sequence));

/** Work done as a superuser with the journal's triggers off (what an attacker with the database can do). */
async function tamper(
  work: (tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]) => Promise<void>,
) {
  await db().transaction(async (tx) => {
    await tx.execute(sql`alter table ${journalEntries} disable trigger user`);
    await work(tx);
    await tx.execute(sql`alter table ${journalEntries} enable trigger user`);
  });
}

async function someFacts(n: number) {
  for (let i = 0; i < n; i++)
    await recordJournalEvent(db(), {
      type: 'payment',
      payload: {
        orderId: `order-${i}`,
        orderNumber: `2026-${i}`,
        userId: 'u',
        tillSessionId: null,
        paymentId: `p-${i}`,
        method: 'cash',
        amountCents: 1000 + i,
        tenderedCents: 2000,
        changeCents: 1000 - i,
      },
    });
}

describe('the journal (issue 23)', () => {
  it('chains the start of the process, a key announcement and the role changes, and verifies them', async () => {
    const target = (await findUserByEmail(db(), 'artist@encore.test'))!;
    expect((await api.as('ADMIN').patch(`/api/users/${target.id}`, { role: 'BOX_OFFICE' })).status).toBe(200);
    const result = await verify();
    expect(result).toMatchObject({ ok: true, firstBrokenSequence: null, reason: null });
    const rows = await entries();
    expect(rows.map((r) => Number(r.sequence))).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((r) => r.type)).toEqual(expect.arrayContaining(['key_rotation', 'start', 'role_change']));
    const change = rows.find((r) => r.type === 'role_change')!;
    expect(JSON.parse(change.payload)).toMatchObject({
      detail: { targetUserId: target.id, from: 'ARTIST', to: 'BOX_OFFICE' },
    });
    // The canonical payload: sorted keys, no spaces.
    expect(change.payload).toMatch(
      /^\{"detail":\{"from":"ARTIST","targetUserId":"[^"]+","to":"BOX_OFFICE"\},"roleId":/,
    );
    // The verification's result is an entry too, once chained.
    await verify();
    expect((await entries()).filter((r) => r.type === 'verification').length).toBeGreaterThanOrEqual(1);
  });

  it('keeps a fact exactly when the transaction that recorded it commits', async () => {
    const fact = (orderId: string) => ({
      type: 'invitation' as const,
      payload: {
        orderId,
        orderNumber: orderId,
        userId: 'u',
        tillSessionId: null,
        reason: 'press' as const,
        tickets: 2,
      },
    });
    await db()
      .transaction(async (tx) => {
        await recordJournalEvent(tx, fact('rolled-back'));
        throw new Error('the sale failed');
      })
      .catch(() => undefined);
    await db().transaction((tx) => recordJournalEvent(tx, fact('committed')));
    expect((await verify()).ok).toBe(true);
    const invitations = (await entries())
      .filter((r) => r.type === 'invitation')
      .map((r) => JSON.parse(r.payload));
    expect(invitations.map((p: { orderId: string }) => p.orderId)).toEqual(['committed']);
  });

  it('chains the events a statement wrote itself in their order, as canonical JSON (pendingEventsInsert)', async () => {
    // PostgreSQL writes a jsonb's keys by length ("tickets" before "orderId"): canonical once chained.
    const payload = (n: number) => ({
      orderId: `statement-${n}`,
      orderNumber: `S-${n}`,
      userId: 'u',
      tillSessionId: null,
      reason: 'press',
      tickets: n,
    });
    await db().execute(
      sql`with written as (${pendingEventsInsert(sql`
      select 'invitation', payload, n from (values
        (${JSON.stringify(payload(2))}::jsonb, 2), (${JSON.stringify(payload(1))}::jsonb, 1)
      ) as v(payload, n)`)}) select count(*) from written`,
    );
    expect((await verify()).ok).toBe(true);
    const chained = (await entries()).filter((r) => r.payload.includes('"statement-'));
    expect(chained.map((r) => [r.type, r.payload])).toEqual([
      ['invitation', canonicalJson(payload(1))],
      ['invitation', canonicalJson(payload(2))],
    ]);
    expect(Number(chained[1]!.sequence)).toBe(Number(chained[0]!.sequence) + 1);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the journal whoever asks', async () => {
    await someFacts(2);
    await verify();
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await refusal(db().execute(sql`update ${journalEntries} set payload = '{}'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().execute(sql`delete from ${journalEntries}`))).toMatch(/append-only/);
    expect(await refusal(db().execute(sql`truncate ${journalEntries}`))).toMatch(/append-only/);
    expect((await verify()).ok).toBe(true);
  });

  it('names a changed byte, a deleted entry, two swapped entries and a forged signature by their sequence', async () => {
    await someFacts(30);
    expect((await verify()).ok).toBe(true);
    const k = 10;
    const [original] = await db().select().from(journalEntries).where(eq(journalEntries.sequence, k));
    const [next] = await db()
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.sequence, k + 1));
    const restore = () =>
      tamper(async (tx) => {
        await tx.delete(journalEntries).where(sql`${journalEntries.sequence} in (${k}, ${k + 1}, 1000000)`);
        await tx.insert(journalEntries).values([original!, next!]);
      });

    // One byte of a payload.
    await tamper(async (tx) => {
      const payload = original!.payload.replace(/"/, "'");
      await tx.update(journalEntries).set({ payload }).where(eq(journalEntries.sequence, k));
    });
    expect(await verify()).toMatchObject({ ok: false, firstBrokenSequence: k, reason: 'changed' });
    await restore();
    expect((await verify()).ok).toBe(true);

    // An entry deleted.
    await tamper((tx) =>
      tx
        .delete(journalEntries)
        .where(eq(journalEntries.sequence, k))
        .then(() => undefined),
    );
    expect(await verify()).toMatchObject({ ok: false, firstBrokenSequence: k, reason: 'missing' });
    await restore();

    // Two entries swapped.
    await tamper(async (tx) => {
      await tx.update(journalEntries).set({ sequence: 1000000 }).where(eq(journalEntries.sequence, k));
      await tx
        .update(journalEntries)
        .set({ sequence: k })
        .where(eq(journalEntries.sequence, k + 1));
      await tx
        .update(journalEntries)
        .set({ sequence: k + 1 })
        .where(eq(journalEntries.sequence, 1000000));
    });
    expect(await verify()).toMatchObject({ ok: false, firstBrokenSequence: k, reason: 'reordered' });
    await restore();

    // A signature forged (the entry's content and chain intact, another key's signature).
    const forged = Buffer.from(original!.signature, 'base64');
    forged[5] = forged[5]! ^ 1;
    await tamper(async (tx) => {
      await tx
        .update(journalEntries)
        .set({ signature: forged.toString('base64') })
        .where(eq(journalEntries.sequence, k));
    });
    expect(await verify()).toMatchObject({ ok: false, firstBrokenSequence: k, reason: 'bad signature' });
    await restore();

    // A payload changed and the chain recomputed from there (without the key): the signatures no longer hold.
    const rows = await entries();
    const { entryHash } = await import('./journal-hash');
    await tamper(async (tx) => {
      let previousHash = rows[k - 2]!.hash;
      for (const row of rows.slice(k - 1)) {
        const payload =
          row.sequence === k ? row.payload.replace(/\d/, (d) => String((Number(d) + 1) % 10)) : row.payload;
        const hash = entryHash({ ...row, payload, previousHash, at: row.at.toISOString() });
        await tx
          .update(journalEntries)
          .set({ payload, previousHash, hash })
          .where(eq(journalEntries.sequence, row.sequence));
        previousHash = hash;
      }
    });
    const recomputed = await verify();
    expect(recomputed).toMatchObject({ ok: false, reason: 'bad signature' });
    expect(recomputed.firstBrokenSequence).toBeLessThanOrEqual(k);
    await tamper(async (tx) => {
      for (const row of rows.slice(k - 1))
        await tx.update(journalEntries).set(row).where(eq(journalEntries.sequence, row.sequence));
    });
    expect((await verify()).ok).toBe(true);
  });

  it('names the last entry missing when the tail is cut', async () => {
    await verify();
    const last = (await entries()).at(-1)!;
    await tamper((tx) =>
      tx
        .delete(journalEntries)
        .where(eq(journalEntries.sequence, last.sequence))
        .then(() => undefined),
    );
    // The verification just recorded may be chained meanwhile: the cut shows either way.
    const result = await verify();
    expect(result).toMatchObject({ ok: false, firstBrokenSequence: Number(last.sequence) });
    expect(['missing', 'reordered']).toContain(result.reason);
    await tamper(async (tx) => {
      await tx.insert(journalEntries).values(last);
    });
  });
});

describe('journal archives', () => {
  it('gives a signed ZIP of the year that verifies alone, and fails on any changed byte', async () => {
    const year = String(new Date().getUTCFullYear());
    const { token } = await t.login('ADMIN');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/journal/archive?period=${year}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = new Uint8Array(res.rawPayload);
    const check = await verifyArchive(zip);
    expect(check).toMatchObject({ ok: true, problem: null });
    expect(check.entries).toBeGreaterThan(10);
    const { unzipSync, strFromU8 } = await import('fflate');
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(
      [
        'closings.json',
        'entries.csv',
        'entries.xml',
        'entries.xsd',
        'keys.json',
        'manifest.json',
        'manifest.sig',
      ].sort(),
    );
    expect(strFromU8(files['entries.xml']!)).toContain('<entry sequence="1" ');
    // One changed byte anywhere: a header, a file's data, the central directory, the seal.
    for (const at of [
      3,
      20,
      Math.floor(zip.length / 3),
      Math.floor(zip.length / 2),
      zip.length - 120,
      zip.length - 5,
    ]) {
      const changed = zip.slice();
      changed[at] = changed[at]! ^ 0x01;
      expect((await verifyArchive(changed)).ok, `byte ${at}`).toBe(false);
    }
    // Against another published key, the archive is refused.
    const { journalKeyOf } = await import('./journal-key');
    const crypto = await import('node:crypto');
    const other = journalKeyOf(crypto.generateKeyPairSync('ed25519').privateKey);
    expect((await verifyArchive(zip, new Map([[other.keyId, other.publicKeyHex]]))).ok).toBe(false);
    // Its production is an entry.
    await verify();
    expect((await entries()).some((r) => r.type === 'archive')).toBe(true);
  });

  it('answers 400 for a malformed period and 404 for a period without entries; only admins may ask', async () => {
    expect((await api.as('ADMIN').get('/api/journal/archive?period=2026-13')).status).toBe(400);
    expect((await api.as('ADMIN').get('/api/journal/archive?period=1999')).status).toBe(404);
    expect((await api.as('BOX_OFFICE').get('/api/journal/archive?period=2026')).status).toBe(403);
    expect((await api.as('BOX_OFFICE').post('/api/journal/verify', {})).status).toBe(403);
  });

  it('lists the entries newest first, paged on the server', async () => {
    const res = await api.as('ADMIN').get('/api/journal?page=1&pageSize=10');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0].sequence).toBe(res.body.meta.total);
  });
});
