import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/test-app';
import { indexedWords, searchCountCap } from './sql/orders-list';
import { listCompressThreshold } from './orders-read.routes';
import { orderFixtures, type OrderFixtures } from './test-orders';

let t: TestContext;
let o: OrderFixtures;
const extra = 30;
beforeAll(async () => {
  t = await createTestApp();
  o = await orderFixtures(t);
  // More orders of one customer than a search counts (cap + 30) on the PRODUCER's show, one minute apart:
  // client 1 is the newest.
  const seed = await o.write({ customer: { name: 'Seed', email: null, phone: null }, items: [] });
  await t.database.db.execute(sql`insert into orders (number, status, sales_channel_id, show_id, producer_id,
      customer_name, customer_email, customer_phone, created_at, updated_at)
    select 'BULK' || lpad(g::text, 5, '0'), 'confirmed', o.sales_channel_id, o.show_id, o.producer_id,
      'Bulk Client ' || g, 'bulk' || g || '@example.org', '06 12 34 ' || lpad((g % 100)::text, 2, '0') || ' 00',
      timestamptz '2026-01-01 12:00Z' - make_interval(mins => g), now()
    from orders o, generate_series(1, ${searchCountCap + extra}) g where o.id = ${seed}`);
});
afterAll(() => t.close());

const search = async (query: string, role: 'BOX_OFFICE' | 'PRODUCER' = 'BOX_OFFICE') => {
  const res = await o.api.as(role).get(`/api/orders?${query}`);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return {
    names: (res.body.data as { customerName: string }[]).map((r) => r.customerName),
    meta: res.body.meta,
  };
};

describe('GET /api/orders?search= at more orders than a search counts', () => {
  it('gives the newest page and "more than" the cap, then the exact total once the pages reach it', async () => {
    const first = await search('search=bulk client&pageSize=10');
    expect(first.names).toEqual(Array.from({ length: 10 }, (_, i) => `Bulk Client ${i + 1}`));
    expect(first.meta).toEqual({ page: 1, pageSize: 10, total: searchCountCap, totalIsLowerBound: true });
    // Oldest first: still the right page from the sort, not any matches.
    const oldest = await search('search=bulk client&pageSize=10&sort=createdAt');
    expect(oldest.names[0]).toBe(`Bulk Client ${searchCountCap + extra}`);
    // The last pages: the total counted from there is exact.
    const pageSize = 25;
    const last = Math.ceil((searchCountCap + extra) / pageSize);
    const end = await search(`search=bulk client&pageSize=${pageSize}&page=${last}`);
    expect(end.meta).toEqual({ page: last, pageSize, total: searchCountCap + extra });
    expect(end.names.at(-1)).toBe(`Bulk Client ${searchCountCap + extra}`);
    const beyond = await search(`search=bulk client&pageSize=${pageSize}&page=${last + 1}`);
    expect(beyond).toEqual({ names: [], meta: { page: last + 1, pageSize, total: searchCountCap + extra } });
  });

  it('counts a narrower search exactly, pages it, and sorts it by every sort', async () => {
    // "client 99" is in clients 99 and 990-999.
    const all = await search('search=client 99&pageSize=10&sort=number');
    expect(all.meta).toEqual({ page: 1, pageSize: 10, total: 11 });
    expect(all.names.slice(0, 2)).toEqual(['Bulk Client 99', 'Bulk Client 990']);
    const second = await search('search=client 99&pageSize=10&page=2&sort=-number');
    expect(second).toEqual({ names: ['Bulk Client 99'], meta: { page: 2, pageSize: 10, total: 11 } });
    const byName = await search('search=client 99&pageSize=10&sort=-customerName');
    expect(byName.names.slice(0, 2)).toEqual(['Bulk Client 999', 'Bulk Client 998']);
    expect((await search('search=nobody at all')).meta).toEqual({ page: 1, pageSize: 25, total: 0 });
  });

  it('sends a page of 25 as it is and compresses a page of 100', async () => {
    const { token } = await t.login('BOX_OFFICE');
    const page = async (size: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders?search=bulk client&pageSize=${size}`,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      return { encoding: res.headers['content-encoding'], bytes: res.rawPayload.length };
    };
    const small = await page(25);
    expect(small.encoding).toBeUndefined();
    expect(small.bytes).toBeLessThan(listCompressThreshold);
    expect((await page(100)).encoding).toBe('br');
  });

  it("keeps a producer's search to its own shows' orders", async () => {
    expect((await search('search=bulk client', 'PRODUCER')).meta).toMatchObject({ totalIsLowerBound: true });
    const other = await o.write({
      show: o.other,
      customer: { name: 'Bulk Client Elsewhere', email: null, phone: null },
      items: [],
    });
    expect(other).toBeTruthy();
    const producer = await search('search=elsewhere', 'PRODUCER');
    expect(producer).toEqual({ names: [], meta: { page: 1, pageSize: 25, total: 0 } });
    expect((await search('search=elsewhere')).names).toEqual(['Bulk Client Elsewhere']);
  });
});

describe('indexedWords', () => {
  it('asks the index for the words that narrow a search most; the whole search is still checked', async () => {
    expect(indexedWords('Nathan Petit')).toEqual(['Nathan', 'Petit']);
    expect(indexedWords('nathan.petit627')).toEqual(['petit627']);
    expect(indexedWords('jean.dupont@gmail.com')).toEqual(['jean', 'dupont']);
    expect(indexedWords('@gmail.com')).toEqual(['gmail', 'com']);
    expect(indexedWords('0612345678')).toEqual(['0612345678']);
    expect(indexedWords('to')).toEqual([]);
    // Through the API: the same orders as before, the e-mail's domain and letters checked on the rows.
    expect((await search('search=bulk12@example.org')).names).toEqual(['Bulk Client 12']);
    expect((await search('search=BULK12@example.com')).names).toEqual([]);
    expect((await search('search=client 1@example')).names).toEqual([]);
    expect((await search('search=t 12 bulk12')).names).toEqual(['Bulk Client 12']);
  });
});
