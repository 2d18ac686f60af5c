import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';

const t = useTestApp();
const api = t.api;

const url = '/api/show-categories';

describe('show categories', () => {
  it('creates, reads, updates and deletes a category', async () => {
    const manager = api.as('SHOW_MANAGER');
    const created = await manager.post(url, { label: '  Théâtre ', reference: 'thea' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ label: 'Théâtre', reference: 'THEA' });
    const id = created.body.data.id;

    expect((await manager.get(`${url}/${id}`)).body.data.label).toBe('Théâtre');
    const updated = await manager.patch(`${url}/${id}`, { label: 'Théâtre classique' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ label: 'Théâtre classique', reference: 'THEA' });

    const deleted = await manager.delete(`${url}/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { data: { ok: true } } });
    expect((await manager.get(`${url}/${id}`)).status).toBe(404);
    expect((await manager.delete(`${url}/${id}`)).status).toBe(404);
  });

  it('answers 409 E00006 for a duplicate label (any case) or reference', async () => {
    const manager = api.as('SHOW_MANAGER');
    expect((await manager.post(url, { label: 'Cirque', reference: 'CIRQ' })).status).toBe(201);
    const sameLabel = await manager.post(url, { label: 'CIRQUE', reference: 'CIR2' });
    expect(sameLabel.status).toBe(409);
    expect(sameLabel.body.error).toMatchObject({ code: 'E00006', message: 'Entity already exists' });
    const sameReference = await manager.post(url, { label: 'Cirque moderne', reference: 'cirq' });
    expect(sameReference.body.error.code).toBe('E00006');
    const other = await manager.post(url, { label: 'Arts de la rue', reference: 'RUE' });
    const renamed = await manager.patch(`${url}/${other.body.data.id}`, { reference: 'CIRQ' });
    expect(renamed.status).toBe(409);
  });

  it("returns the spec's messages for each invalid field", async () => {
    const manager = api.as('SHOW_MANAGER');
    const empty = await manager.post(url, { label: '', reference: '' });
    expect(empty.status).toBe(400);
    expect(fieldErrors(empty.body)).toEqual({
      label: 'Category name is required',
      reference: 'Required field',
    });
    const short = await manager.post(url, { label: 'Ab', reference: 'A B' });
    expect(fieldErrors(short.body)).toEqual({
      label: 'Field must be at least 3 characters',
      reference: 'Use 2 to 20 letters, digits, - or _',
    });
    // Beside the English text, the message key and its parameters, for clients that translate.
    expect(short.body.error.details).toContainEqual({
      path: 'label',
      code: 'common.minLength',
      params: { min: 3 },
      message: 'Field must be at least 3 characters',
    });
    const long = await manager.post(url, { label: 'x'.repeat(101), reference: 'LONG' });
    expect(long.body.error.details).toEqual([
      { path: 'label', code: 'common.maxLength', params: { max: 100 }, message: 'At most 100 characters' },
    ]);
    const missing = await manager.post(url, {});
    expect(missing.body.error.code).toBe('E00003');
  });

  it('lists with search, sort and paging', async () => {
    const manager = api.as('SHOW_MANAGER');
    for (const [label, reference] of [
      ['Danse', 'DANS'],
      ['Opéra', 'OPER'],
      ['Humour', 'HUMO'],
      ['100% impro', 'IMPRO'],
    ]) {
      await manager.post(url, { label, reference });
    }
    const all = await manager.get(`${url}?pageSize=10&sort=label`);
    expect(all.body.meta).toMatchObject({ page: 1, pageSize: 10 });
    const labels = all.body.data.map((c: { label: string }) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const desc = await manager.get(`${url}?sort=-reference`);
    expect(desc.body.data[0].reference >= desc.body.data[1].reference).toBe(true);

    const search = await manager.get(`${url}?search=OP`);
    expect(search.body.data.map((c: { label: string }) => c.label)).toEqual(['Opéra']);
    // % and _ are searched literally, not as wildcards.
    expect((await manager.get(`${url}?search=%25`)).body.data.map((c: { label: string }) => c.label)).toEqual(
      ['100% impro'],
    );
    expect((await manager.get(`${url}?search=_`)).body.meta.total).toBe(0);

    const total = all.body.meta.total;
    const page2 = await manager.get(`${url}?pageSize=10&page=2`);
    expect(page2.body.data.length).toBe(Math.max(0, total - 10));
    expect((await manager.get(`${url}?pageSize=7`)).status).toBe(400);
    expect((await manager.get(`${url}?sort=password`)).status).toBe(400);
    expect((await manager.get(`${url}?search=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('lets every role that reads the catalogue list it, and only managers change it', async () => {
    for (const role of ['BOX_OFFICE', 'ARTIST', 'PRODUCER', 'ADMIN'] as const) {
      expect((await api.as(role).get(url)).status).toBe(200);
    }
    const { body } = await api.as('SHOW_MANAGER').post(url, { label: 'Magie', reference: 'MAGI' });
    for (const role of ['BOX_OFFICE', 'ARTIST', 'PRODUCER'] as const) {
      const client = api.as(role);
      expect((await client.post(url, { label: 'Nope', reference: 'NOPE' })).status).toBe(403);
      expect((await client.patch(`${url}/${body.data.id}`, { label: 'Nope' })).status).toBe(403);
      const refused = await client.delete(`${url}/${body.data.id}`);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('E00005');
    }
    expect((await api.anonymous.get(url)).status).toBe(401);
  });
});
