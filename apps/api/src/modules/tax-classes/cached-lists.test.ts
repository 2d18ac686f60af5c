import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesChannels } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { within } from '../../test/within';

const t = useTestApp();
const api = t.api;

const names = async (role: 'ADMIN' | 'BOX_OFFICE', url: string) => {
  const res = await api.as(role).get(url);
  if (!res.body.data) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { name: string }[]).map((row) => row.name).join(', ');
};

// The small catalogue lists are kept per process (lib/list-cache.ts): every change must still show at once
// through the API, and within a second when written straight to the database (another process, a script).
describe('cached catalogue lists', () => {
  it('shows a change made through the API in the next list', async () => {
    const admin = api.as('ADMIN');
    const before = await names('ADMIN', '/api/tax-classes');
    const created = await admin.post('/api/tax-classes', { name: 'TVA 8 %', rateBasisPoints: 800 });
    expect(created.status).toBe(201);
    expect(await names('ADMIN', '/api/tax-classes')).toBe(
      'TVA 2,1 %, TVA 5,5 %, TVA 8 %, TVA 10 %, TVA 20 %',
    );
    await admin.patch(`/api/tax-classes/${created.body.data.id}`, { name: 'TVA huit' });
    expect(await names('ADMIN', '/api/tax-classes')).toContain('TVA huit');
    await admin.delete(`/api/tax-classes/${created.body.data.id}`);
    expect(await names('ADMIN', '/api/tax-classes')).toBe(before);
  });

  it('shows rows written straight to the database within a second', async () => {
    const url = '/api/sales-channels?sort=name';
    expect(await names('ADMIN', url)).not.toContain('Kiosque');
    const [row] = await t.database.db
      .insert(salesChannels)
      .values({ name: 'Kiosque', code: 'KIOSK', feeCents: 0, needsApproval: false })
      .returning();
    const added = await within(1000, true, async () => (await names('ADMIN', url)).includes('Kiosque'));
    expect(added.value).toBe(true);
    expect(added.ms).toBeLessThan(1000);
    await t.database.db
      .update(salesChannels)
      .set({ name: 'Kiosque gare' })
      .where(eq(salesChannels.id, row!.id));
    expect(
      (await within(1000, true, async () => (await names('ADMIN', url)).includes('Kiosque gare'))).value,
    ).toBe(true);
    await t.database.db.delete(salesChannels).where(eq(salesChannels.id, row!.id));
    expect(
      (await within(1000, false, async () => (await names('ADMIN', url)).includes('Kiosque'))).value,
    ).toBe(false);
  });
});
