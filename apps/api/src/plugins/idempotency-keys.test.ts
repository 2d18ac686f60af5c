import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import { boxOfficeFixtures, type BoxOfficeFixtures } from '../modules/sales/test-fixtures';
import { bearer } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { purgeKeys } from './idempotency-keys';

const t = useTestApp();
let f: BoxOfficeFixtures;
let token: string;
beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  token = (await t.login('BOX_OFFICE')).token;
});

const newCart = async (key: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: { salesChannelId: f.channels.boxOffice },
  });
  return { status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] };
};

describe('Idempotency-Key: the key itself (issue 24)', () => {
  it.each(['', 'x'.repeat(256), 'clé', 'two words'])(
    'answers 400 to the key %j and opens no cart',
    async (key) => {
      const res = await newCart(key);
      expect({ status: res.status, code: res.body.error.code }).toEqual({ status: 400, code: 'E00002' });
      const stored = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(stored).toEqual([]);
    },
  );

  it('takes 255 visible ASCII characters', async () => {
    expect((await newCart('~'.repeat(255))).status).toBe(201);
  });

  it('keeps answers a day: older ones are purged, and their key opens a new cart', async () => {
    const first = await newCart('purge-me');
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'purge-me'));
    expect((await newCart('kept')).status).toBe(201);
    expect(await purgeKeys(t.database.db, 1)).toBe(1);
    const again = await newCart('purge-me');
    expect(again.replayed).toBeUndefined();
    expect(again.body.data.id).not.toBe(first.body.data.id);
    expect((await newCart('kept')).replayed).toBe('true');
  });

  it('is documented on the routes that take it, with its 422', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const headerOf = (op: { parameters?: { in: string; name: string }[] }) =>
      op.parameters?.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    for (const [path, method] of [
      ['/api/carts', 'post'],
      ['/api/carts/{id}/items/{itemId}', 'patch'],
      ['/api/carts/{id}', 'delete'],
      ['/api/orders/{id}/validate', 'post'],
      ['/api/orders/{id}/approve', 'post'],
      ['/api/orders/{id}/cancel', 'post'],
      ['/api/check-ins', 'post'],
    ] as const) {
      const op = doc.paths[path][method];
      expect(headerOf(op), `${method} ${path}`).toBeDefined();
      expect(op.responses['422'], `${method} ${path}`).toBeDefined();
    }
    expect(headerOf(doc.paths['/api/users/'].post)).toBeUndefined();
  });
});
