import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';

const t = useTestApp();
const api = t.api;

const url = '/api/tax-classes';

describe('tax classes', () => {
  it("comes with France's show VAT rates, sorted by rate", async () => {
    const res = await api.as('BOX_OFFICE').get(url);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { rateBasisPoints: number }) => c.rateBasisPoints)).toEqual([
      210, 550, 1000, 2000,
    ]);
    expect(res.body.meta).toEqual({ page: 1, pageSize: 25, total: 4 });
  });

  it('lets admins create, rename, search and delete a rate; duplicates answer E00006', async () => {
    const admin = api.as('ADMIN');
    const created = await admin.post(url, { name: 'Exonéré', rateBasisPoints: 0 });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await admin.post(url, { name: 'exonéré', rateBasisPoints: 0 })).body.error.code).toBe('E00006');
    const renamed = await admin.patch(`${url}/${id}`, { name: 'Exonération' });
    expect(renamed.body.data).toMatchObject({ name: 'Exonération', rateBasisPoints: 0 });
    expect((await admin.get(`${url}?search=xon`)).body.data).toHaveLength(1);
    expect((await admin.get(`${url}?sort=-name`)).body.data[0].name).toBe('TVA 5,5 %');
    expect((await admin.delete(`${url}/${id}`)).status).toBe(200);
  });

  it("requires a rate ('The tax is mandatory') between 0 and 10,000 basis points", async () => {
    const admin = api.as('SUPER_ADMIN');
    expect(fieldErrors((await admin.post(url, { name: 'Sans taux' })).body)).toEqual({
      rateBasisPoints: 'The tax is mandatory',
    });
    const bad = await admin.post(url, { name: 'X', rateBasisPoints: 10_001 });
    expect(fieldErrors(bad.body)).toEqual({
      name: 'Field must be at least 3 characters',
      rateBasisPoints: 'The rate must be between 0 and 100 %',
    });
    expect((await admin.post(url, { name: 'Demi', rateBasisPoints: 5.5 })).status).toBe(400);
  });

  it('lets SHOW_MANAGER and PRODUCER read but not change tax classes; ARTIST cannot read them', async () => {
    const [first] = (await api.as('ADMIN').get(url)).body.data;
    for (const role of ['SHOW_MANAGER', 'PRODUCER', 'BOX_OFFICE'] as const) {
      const client = api.as(role);
      expect((await client.get(`${url}/${first.id}`)).status).toBe(200);
      expect((await client.post(url, { name: 'TVA 8 %', rateBasisPoints: 800 })).status).toBe(403);
      expect((await client.patch(`${url}/${first.id}`, { name: 'Autre' })).status).toBe(403);
      expect((await client.delete(`${url}/${first.id}`)).status).toBe(403);
    }
    expect((await api.as('ARTIST').get(url)).status).toBe(403);
  });
});
