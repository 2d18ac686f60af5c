import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../db/seed/seed-catalogue';
import { findUserByEmail } from '../users/users.repository';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';

const t = useTestApp();
const api = t.api;
beforeAll(async () => {
  await seedDemoCatalogue(t.database.db);
});

const url = '/api/artists';
const names = (body: { data: { name: string }[] }) => body.data.map((a) => a.name);

describe('artists', () => {
  it('creates an artist whose displayed name is the stage name, else first and last names', async () => {
    const manager = api.as('SHOW_MANAGER');
    const staged = await manager.post(url, { firstName: 'Jean', lastName: 'Dupont', stageName: 'Jojo' });
    expect(staged.status).toBe(201);
    expect(staged.body.data).toMatchObject({ name: 'Jojo', firstName: 'Jean', lastName: 'Dupont' });
    const plain = await manager.post(url, { firstName: 'Anne', lastName: 'Sylvestre', bio: 'Chanteuse.' });
    expect(plain.body.data).toMatchObject({ name: 'Anne Sylvestre', stageName: null, bio: 'Chanteuse.' });

    const id = staged.body.data.id;
    const cleared = await manager.patch(`${url}/${id}`, { stageName: '' });
    expect(cleared.body.data).toMatchObject({ name: 'Jean Dupont', stageName: null });
    const noName = await manager.patch(`${url}/${id}`, { lastName: null });
    expect(noName.status).toBe(400);
    expect(fieldErrors(noName.body)).toEqual({ lastName: 'A stage name or a last name is required' });

    expect((await manager.get(`${url}/${id}`)).body.data.name).toBe('Jean Dupont');
    expect((await manager.delete(`${url}/${id}`)).body).toEqual({ data: { ok: true } });
    expect((await manager.get(`${url}/${id}`)).status).toBe(404);
  });

  it('validates names, bio length and the photo id', async () => {
    const manager = api.as('SHOW_MANAGER');
    const empty = await manager.post(url, { firstName: 'Solo' });
    expect(fieldErrors(empty.body)).toEqual({ lastName: 'A stage name or a last name is required' });
    const bad = await manager.post(url, { stageName: 'X', bio: 'b'.repeat(5001), photo: 'http://evil' });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldErrors(bad.body)).sort()).toEqual(['bio', 'photo']);
  });

  it('searches names case-insensitively, sorts and pages 10,000-ready lists', async () => {
    const manager = api.as('BOX_OFFICE');
    const all = await manager.get(`${url}?pageSize=100`);
    expect(all.body.meta.total).toBeGreaterThanOrEqual(30);
    const sorted = names(all.body);
    expect(sorted).toEqual(
      [...sorted].sort((a, b) =>
        a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
      ),
    );
    const desc = await manager.get(`${url}?sort=-name&pageSize=10`);
    expect(names(desc.body)[0]).toBe([...sorted].reverse()[0]);
    expect(names((await manager.get(`${url}?search=moreau`)).body)).toEqual(['Hugo Moreau']);
    // Legal names are searched too, not only the displayed stage name.
    expect(names((await manager.get(`${url}?search=okafor`)).body)).toEqual(['Sam Oka']);
    const p1 = await manager.get(`${url}?pageSize=10&page=1`);
    const p2 = await manager.get(`${url}?pageSize=10&page=2`);
    expect(p1.body.data).toHaveLength(10);
    expect(names(p2.body).some((n: string) => names(p1.body).includes(n))).toBe(false);
    expect((await manager.get(`${url}?page=0`)).status).toBe(400);
  });

  it('refuses to delete an artist linked to an account with 409 E00008, not a 500', async () => {
    const artistUser = await findUserByEmail(t.database.db, 'artist@encore.test');
    expect(artistUser?.artistId).toBeTruthy();
    const res = await api.as('SHOW_MANAGER').delete(`${url}/${artistUser!.artistId}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'E00008', details: { usedBy: 'users' } });
  });

  it('lets BOX_OFFICE, ARTIST and PRODUCER read but not change artists', async () => {
    const { body } = await api.as('ADMIN').post(url, { stageName: 'Les Zèbres' });
    const id = body.data.id;
    for (const role of ['BOX_OFFICE', 'ARTIST', 'PRODUCER'] as const) {
      const client = api.as(role);
      expect((await client.get(`${url}/${id}`)).status).toBe(200);
      expect((await client.post(url, { stageName: 'Nope' })).status).toBe(403);
      expect((await client.patch(`${url}/${id}`, { bio: 'Nope' })).status).toBe(403);
      expect((await client.delete(`${url}/${id}`)).status).toBe(403);
    }
    expect((await api.as('SUPER_ADMIN').delete(`${url}/${id}`)).status).toBe(200);
  });
});
