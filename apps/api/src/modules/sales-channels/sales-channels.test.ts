import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../db/seed/seed-catalogue';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';

const t = useTestApp();
const api = t.api;
beforeAll(async () => {
  await seedDemoCatalogue(t.database.db);
});

const url = '/api/sales-channels';
const codes = (body: { data: { code: string }[] }) => body.data.map((c) => c.code);

describe('sales channels', () => {
  it('lists the demo channels, filtered by approval and sorted by fee', async () => {
    const manager = api.as('SHOW_MANAGER');
    expect(codes((await manager.get(`${url}?needsApproval=true`)).body)).toEqual(['INVITATIONS']);
    expect((await manager.get(`${url}?needsApproval=false`)).body.meta.total).toBe(4);
    expect(codes((await manager.get(`${url}?sort=-feeCents&pageSize=10`)).body)[0]).toBe('WEB');
    expect(codes((await manager.get(`${url}?search=phon`)).body)).toEqual(['PHONE']);
    expect((await manager.get(`${url}?needsApproval=yes`)).status).toBe(400);
  });

  it('creates, updates and deletes a channel; the code is unique', async () => {
    const manager = api.as('SHOW_MANAGER');
    const created = await manager.post(url, { name: 'Kiosque', code: 'kiosk', feeCents: 80 });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: 'KIOSK', feeCents: 80, needsApproval: false });
    const id = created.body.data.id;
    const dup = await manager.post(url, { name: 'Autre kiosque', code: 'KIOSK' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('E00006');
    const updated = await manager.patch(`${url}/${id}`, { needsApproval: true, feeCents: 0 });
    expect(updated.body.data).toMatchObject({ needsApproval: true, feeCents: 0, name: 'Kiosque' });
    expect((await manager.delete(`${url}/${id}`)).status).toBe(200);
  });

  it('validates the name, code and fee', async () => {
    const res = await api.as('ADMIN').post(url, { name: 'TV', code: 'x', feeCents: -1 });
    expect(fieldErrors(res.body)).toEqual({
      name: 'Field must be at least 3 characters',
      code: 'Use 2 to 32 letters, digits, - or _',
      feeCents: 'The fee must be a positive amount in cents',
    });
    expect((await api.as('ADMIN').post(url, { name: 'Web', code: 'W2', feeCents: 1.5 })).status).toBe(400);
  });

  it('is read by BOX_OFFICE and PRODUCER, hidden from ARTIST, changed by managers only', async () => {
    const [first] = (await api.as('ADMIN').get(url)).body.data;
    for (const role of ['BOX_OFFICE', 'PRODUCER'] as const) {
      expect((await api.as(role).get(url)).status).toBe(200);
      expect((await api.as(role).patch(`${url}/${first.id}`, { feeCents: 1 })).status).toBe(403);
      expect((await api.as(role).post(url, { name: 'Nope', code: 'NOPE' })).status).toBe(403);
      expect((await api.as(role).delete(`${url}/${first.id}`)).status).toBe(403);
    }
    expect((await api.as('ARTIST').get(url)).status).toBe(403);
  });
});
