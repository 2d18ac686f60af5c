import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { usesPostgres } from '../test/test-app';
import { connectionSurvives, keepingPool } from './keeping-pool';

describe('connectionSurvives', () => {
  it('keeps a connection after a refusal PostgreSQL answered, not after a broken socket', () => {
    expect(connectionSurvives({ code: '23505' })).toBe(true);
    expect(connectionSurvives({ code: 'EN001' })).toBe(true);
    expect(connectionSurvives({ code: '57P01' })).toBe(false); // admin shutdown
    expect(connectionSurvives({ code: '08006' })).toBe(false); // connection failure
    expect(connectionSurvives({ code: '25006' })).toBe(false); // a standby: a demoted primary after a failover
    expect(connectionSurvives({ code: 'ECONNRESET' })).toBe(false);
    expect(connectionSurvives(new Error('Connection terminated unexpectedly'))).toBe(false);
  });
});

describe.skipIf(!usesPostgres)('keepingPool on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const pools: pg.Pool[] = [];
  afterAll(() => Promise.all(pools.map((p) => p.end())));

  const backendAfterError = async (pool: pg.Pool) => {
    const before = (await pool.query('select pg_backend_pid() as pid')).rows[0].pid;
    await expect(pool.query('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
    const after = (await pool.query('select pg_backend_pid() as pid')).rows[0].pid;
    return { before, after };
  };

  it('answers the next statement on the same connection after a refused one', async () => {
    const pool = keepingPool(pg.Pool, { connectionString: url, max: 1 });
    pools.push(pool);
    const { before, after } = await backendAfterError(pool);
    expect(after).toBe(before);
  });

  it("pg-pool's own query would have opened a new one (the cost it spares)", async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pools.push(pool);
    const { before, after } = await backendAfterError(pool);
    expect(after).not.toBe(before);
  });
});
