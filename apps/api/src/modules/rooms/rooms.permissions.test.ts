import { describe, expect, it } from 'vitest';
import type { RoleName } from '@encore/shared/auth/permissions';
import { useTestApp } from '../../test/use-test-app';
import { rawRequests } from './rooms.test-helper';

const t = useTestApp();
const api = t.api;
const raw = rawRequests(t);

const url = '/api/rooms';
const placed = { name: 'Salle Rameau', kind: 'placed' };

describe('rooms permissions', () => {
  const managers: RoleName[] = ['SUPER_ADMIN', 'ADMIN', 'SHOW_MANAGER'];
  const readers: RoleName[] = ['PRODUCER', 'BOX_OFFICE', 'ARTIST'];

  it('lets SUPER_ADMIN, ADMIN and SHOW_MANAGER manage rooms', async () => {
    for (const role of managers) {
      const client = api.as(role);
      const created = await client.post(url, { ...placed, name: `Salle ${role}` });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      expect((await client.patch(`${url}/${id}`, { name: `Salle ${role} 2` })).status).toBe(200);
      expect((await client.get(`${url}/${id}/seat-map`)).status).toBe(200);
      expect((await client.delete(`${url}/${id}`)).status).toBe(200);
    }
  });

  it('lets PRODUCER, BOX_OFFICE and ARTIST read but not change rooms; anonymous gets 401', async () => {
    const id = (await api.as('ADMIN').post(url, { ...placed, name: 'Salle lecture' })).body.data.id;
    for (const role of readers) {
      const client = api.as(role);
      expect((await client.get(url)).status).toBe(200);
      expect((await client.get(`${url}/${id}`)).status).toBe(200);
      expect((await client.get(`${url}/${id}/seat-map`)).status).toBe(200);
      expect((await raw(role, 'GET', `${url}/${id}/seat-map/export?format=csv`)).status).toBe(200);
      expect((await client.post(url, placed)).status).toBe(403);
      expect((await client.patch(`${url}/${id}`, { name: 'Nope nope' })).status).toBe(403);
      expect((await client.delete(`${url}/${id}`)).status).toBe(403);
      expect((await client.delete(`${url}/${id}/background`)).status).toBe(403);
      const map = { version: 1, areas: [], rows: [], seats: [] };
      expect((await raw(role, 'PUT', `${url}/${id}/seat-map`, { body: { revision: 0, map } })).status).toBe(
        403,
      );
      const csv = { body: 'area,row,seat,x,y\n', headers: { 'content-type': 'text/csv' } };
      expect((await raw(role, 'POST', `${url}/${id}/seat-map/import`, csv)).status).toBe(403);
      const svg = {
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        headers: { 'content-type': 'image/svg+xml' },
      };
      expect((await raw(role, 'PUT', `${url}/${id}/background`, svg)).status).toBe(403);
    }
    for (const path of ['', `/${id}`, `/${id}/seat-map`, `/${id}/seat-map/export`, `/${id}/background.svg`])
      expect((await raw(null, 'GET', `${url}${path}`)).status).toBe(401);
    expect((await raw(null, 'PUT', `${url}/${id}/background`, { body: '<svg/>' })).status).toBe(401);
    expect((await raw(null, 'POST', `${url}/${id}/seat-map/import`, { body: '{}' })).status).toBe(401);
    expect((await api.anonymous.post(url, placed)).status).toBe(401);
    expect((await api.anonymous.delete(`${url}/${id}`)).status).toBe(401);
  });
});
