import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { p, preparedStatement } from '../lib/prepared-statement';
import { onCommit, transactionWithRetry, withRetry } from '../lib/transaction-retry';
import { useTestApp } from '../test/use-test-app';
import { afterCommit, ambientTransaction, inAmbientTransaction } from './ambient-transaction';

const t = useTestApp();
const db = () => t.database.db;
beforeAll(async () => {
  await db().execute(sql`create table ambient_probe (id int primary key)`);
});

const insert = preparedStatement<{ id: number }>(
  'test_ambient_insert',
  sql`insert into ambient_probe (id) values (${p('id', 'int')}) returning id`,
);
const ids = async () =>
  (
    (await db().execute(sql`select id from ambient_probe order by id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => r.id);
const clear = () => db().execute(sql`delete from ambient_probe`);
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('the ambient transaction of an idempotent write', () => {
  it('carries the handle every module holds: all or nothing, a refused named statement leaving it usable', async () => {
    await clear();
    await expect(
      inAmbientTransaction(db(), async () => {
        await insert(db(), { id: 1 });
        // A duplicate raised by a named statement and caught, as the sale statements' refusals are.
        await expect(insert(db(), { id: 1 })).rejects.toThrow();
        await db().transaction(async (tx) => tx.execute(sql`insert into ambient_probe values (2)`));
        throw new Error('the answer could not be stored');
      }),
    ).rejects.toThrow('the answer could not be stored');
    expect(await ids()).toEqual([]);
    await inAmbientTransaction(db(), async () => {
      await insert(db(), { id: 1 });
      await expect(insert(db(), { id: 1 })).rejects.toThrow();
      await insert(db(), { id: 3 });
    });
    expect(await ids()).toEqual([1, 3]);
  });

  it('retries a transaction of the services in a savepoint, and runs its commit work after the real commit', async () => {
    await clear();
    const told: string[] = [];
    let attempts = 0;
    await inAmbientTransaction(db(), async () => {
      await transactionWithRetry(db(), async (tx) => {
        await tx.execute(sql`insert into ambient_probe values (${10 + attempts})`);
        onCommit(tx, () => told.push(`committed ${attempts}`));
        if (++attempts === 1) throw deadlock();
      });
      afterCommit(() => told.push('published'));
      expect(told).toEqual([]);
    });
    expect(attempts).toBe(2);
    expect(told).toEqual(['committed 2', 'published']);
    expect(await ids()).toEqual([11]);
  });

  it('lets a deadlock of a one-statement write end the unit, which runs again whole', async () => {
    await clear();
    let units = 0;
    await withRetry(() =>
      inAmbientTransaction(db(), async () => {
        units++;
        await withRetry(async () => {
          await insert(db(), { id: 20 + units });
          if (units === 1) throw deadlock();
        });
      }),
    );
    expect(units).toBe(2);
    expect(await ids()).toEqual([22]);
  });

  it('is closed for work that outlives it: a late query goes to the database', async () => {
    let late: Promise<unknown> | undefined;
    await inAmbientTransaction(db(), async () => {
      late = new Promise((resolve) => setTimeout(resolve, 20)).then(() => ({
        ambient: ambientTransaction() !== undefined,
      }));
    });
    expect(await late).toEqual({ ambient: false });
    expect(ambientTransaction()).toBeUndefined();
  });
});
