import { beforeAll, describe, expect, it } from 'vitest';
import { siretCheckDigit } from '@encore/shared/common/siret';
import { seedDemoCatalogue } from '../../db/seed/seed-catalogue';
import { findUserByEmail } from '../users/users.repository';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';

const t = useTestApp();
const api = t.api;
let ownId: string;
beforeAll(async () => {
  await seedDemoCatalogue(t.database.db);
  ownId = (await findUserByEmail(t.database.db, 'producer@encore.test'))!.producerId!;
});

const url = '/api/producers';
const siret = (first13: string) => first13 + siretCheckDigit(first13);
const valid = {
  name: 'Nuits de Bourgogne',
  siret: siret('8123456780001'),
  responsibleName: 'Paul Morel',
  responsibleEmail: 'Paul.Morel@Example.com',
  address: { street: '1 rue de la Liberté', postalCode: '21000', city: 'Dijon', country: 'France' },
};

describe('producers', () => {
  it('creates, reads, updates and deletes a producer with its address', async () => {
    const manager = api.as('SHOW_MANAGER');
    const created = await manager.post(url, { ...valid, siret: valid.siret.replace(/(\d{3})/, '$1 ') });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      siret: valid.siret,
      responsibleEmail: 'paul.morel@example.com',
      address: { street: '1 rue de la Liberté', city: 'Dijon', complement: null },
    });
    const id = created.body.data.id;
    const updated = await manager.patch(`${url}/${id}`, { address: { complement: 'Bâtiment B' } });
    expect(updated.body.data.address).toMatchObject({
      street: '1 rue de la Liberté',
      complement: 'Bâtiment B',
    });
    expect((await manager.get(`${url}/${id}`)).body.data.name).toBe('Nuits de Bourgogne');
    expect((await manager.get(`${url}?search=bourgogne`)).body.data).toHaveLength(1);
    expect((await manager.get(`${url}?search=${valid.siret.slice(0, 9)}`)).body.data).toHaveLength(1);
    expect((await manager.delete(`${url}/${id}`)).status).toBe(200);
  });

  it('refuses an invalid SIRET, and a SIRET already used with E00006', async () => {
    const manager = api.as('SHOW_MANAGER');
    const wrongKey = valid.siret.slice(0, 13) + ((Number(valid.siret[13]) + 1) % 10);
    for (const bad of [wrongKey, '1234', 'ABCDEFGHIJKLMN']) {
      const res = await manager.post(url, { ...valid, siret: bad });
      expect(fieldErrors(res.body)).toEqual({ siret: 'Invalid SIRET number' });
    }
    const first = await manager.post(url, { ...valid, siret: siret('9000000000001') });
    expect(first.status).toBe(201);
    const dup = await manager.post(url, { ...valid, siret: siret('9000000000001') });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('E00006');
  });

  it("returns the spec's messages for the other fields", async () => {
    const res = await api.as('SHOW_MANAGER').post(url, {
      name: 'AB',
      siret: '',
      responsibleName: '',
      responsibleEmail: 'nope',
      address: { city: 'Ly' },
    });
    expect(fieldErrors(res.body)).toEqual({
      name: 'Field must be at least 3 characters',
      siret: 'Required field',
      responsibleName: 'Required field',
      responsibleEmail: 'Invalid email',
      'address.city': 'Field must be at least 3 characters',
    });
  });

  it('refuses to delete a producer linked to an account (409 E00008)', async () => {
    const res = await api.as('SHOW_MANAGER').delete(`${url}/${ownId}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'E00008', message: 'This element is still in use' });
  });

  it('shows a PRODUCER only its own producer, which it may edit but not delete', async () => {
    const producer = api.as('PRODUCER');
    const list = await producer.get(url);
    expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([ownId]);
    expect(list.body.meta.total).toBe(1);
    expect((await producer.get(`${url}/${ownId}`)).status).toBe(200);
    const others = (await api.as('ADMIN').get(url)).body.data.filter((p: { id: string }) => p.id !== ownId);
    expect(others.length).toBeGreaterThan(3);
    expect((await producer.get(`${url}/${others[0].id}`)).status).toBe(403);
    expect((await producer.patch(`${url}/${others[0].id}`, { name: 'Hijack' })).status).toBe(403);
    const own = await producer.patch(`${url}/${ownId}`, { responsibleName: 'Julien Garnier-Roy' });
    expect(own.body.data.responsibleName).toBe('Julien Garnier-Roy');
    expect((await producer.delete(`${url}/${ownId}`)).status).toBe(403);
    expect((await producer.post(url, { ...valid, siret: siret('7000000000001') })).status).toBe(403);
  });

  it('lets ARTIST read producers, BOX_OFFICE read them, neither change them', async () => {
    for (const role of ['ARTIST', 'BOX_OFFICE'] as const) {
      const client = api.as(role);
      expect((await client.get(url)).body.meta.total).toBeGreaterThanOrEqual(5);
      expect((await client.get(`${url}/${ownId}`)).status).toBe(200);
      expect((await client.patch(`${url}/${ownId}`, { name: 'Nope' })).status).toBe(403);
      expect((await client.delete(`${url}/${ownId}`)).status).toBe(403);
    }
  });

  it("gives an ARTIST a producer's name, never its SIRET, responsible or address, nor a search on them", async () => {
    const full = (await api.as('BOX_OFFICE').get(`${url}/${ownId}`)).body.data;
    expect(full).toMatchObject({ siret: expect.any(String), responsibleName: expect.any(String) });
    const artist = api.as('ARTIST');
    const personal = ['siret', 'responsibleName', 'responsibleEmail', 'address'];
    const detail = (await artist.get(`${url}/${ownId}`)).body.data;
    expect(detail).toEqual({
      id: ownId,
      name: full.name,
      createdAt: full.createdAt,
      updatedAt: full.updatedAt,
    });
    const list = (await artist.get(`${url}?pageSize=100`)).body.data as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const row of list) for (const field of personal) expect(row).not.toHaveProperty(field);
    // A search or a sort on a field it may not read would reveal it: only the name is searched.
    const bySomeoneElse = (query: string) => api.as('BOX_OFFICE').get(`${url}?search=${query}`);
    const name = encodeURIComponent(full.responsibleName);
    expect((await bySomeoneElse(name)).body.meta.total).toBeGreaterThan(0);
    expect((await artist.get(`${url}?search=${name}`)).body.meta.total).toBe(0);
    expect((await artist.get(`${url}?search=${full.siret}`)).body.meta.total).toBe(0);
    const sorted = await artist.get(`${url}?sort=-siret&pageSize=100`);
    expect(sorted.body.data.map((p: { name: string }) => p.name)).toEqual(list.map((p) => p.name));
  });
});
