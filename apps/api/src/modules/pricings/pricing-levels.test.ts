import { beforeAll, describe, expect, it } from 'vitest';
import { vatIncludedCents } from '@encore/shared/money';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';
import { insertPlacedRoom, putAs, seatMapOf } from './test-helpers';

const t = useTestApp();
const api = t.api;
let put: ReturnType<typeof putAs>;
let roomId: string;
const tax: Record<number, string> = {};
beforeAll(async () => {
  put = putAs(t);
  roomId = (await insertPlacedRoom(t.database.db, 'Salle niveaux', seatMapOf(1, 2, 5))).id;
  const taxes = await api.as('SHOW_MANAGER').get('/api/tax-classes?pageSize=100');
  for (const c of taxes.body.data) tax[c.rateBasisPoints] = c.id;
});

const url = '/api/pricings';
const manager = () => api.as('SHOW_MANAGER');
async function pricingWithCategory() {
  const p = (await manager().post(url, { name: 'Tarifs', roomId })).body.data;
  const withCategory = await manager().post(`${url}/${p.id}/categories`, { name: 'Catégorie 1' });
  return { id: p.id as string, categoryId: withCategory.body.data.categories[0].id as string };
}

describe('price levels', () => {
  it('derives the VAT for every seeded rate', async () => {
    expect(
      Object.keys(tax)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([210, 550, 1000, 2000]);
    const { id, categoryId } = await pricingWithCategory();
    for (const [rate, priceCents] of [
      [210, 4500],
      [550, 2637],
      [1000, 3599],
      [2000, 9],
    ] as const) {
      const res = await manager().post(`${url}/${id}/price-levels`, {
        categoryId,
        name: `Plein ${rate}`,
        taxClassId: tax[rate],
        priceCents,
      });
      expect(res.status).toBe(201);
      const level = res.body.data.priceLevels.find((l: { name: string }) => l.name === `Plein ${rate}`);
      expect(level).toMatchObject({
        taxRateBasisPoints: rate,
        priceCents,
        vatCents: vatIncludedCents(priceCents, rate),
      });
    }
    const levels = (await manager().get(`${url}/${id}`)).body.data.priceLevels;
    expect(levels.map((l: { vatCents: number }) => l.vatCents)).toEqual([93, 137, 327, 2]);
  });

  it("refuses incomplete levels with the spec's messages", async () => {
    const { id, categoryId } = await pricingWithCategory();
    const empty = await manager().post(`${url}/${id}/price-levels`, {
      categoryId,
      name: ' ',
      priceCents: 100,
    });
    expect(fieldErrors(empty.body)).toEqual({
      name: 'The price level name is required',
      taxClassId: 'The tax is mandatory',
    });
    const unknownTax = await manager().post(`${url}/${id}/price-levels`, {
      categoryId,
      name: 'Plein',
      taxClassId: crypto.randomUUID(),
      priceCents: 100,
    });
    expect(fieldErrors(unknownTax.body)).toEqual({ taxClassId: 'The tax is mandatory' });
    const other = await pricingWithCategory();
    const foreignCategory = await manager().post(`${url}/${id}/price-levels`, {
      categoryId: other.categoryId,
      name: 'Plein',
      taxClassId: tax[550],
      priceCents: 100,
    });
    expect(fieldErrors(foreignCategory.body)).toEqual({ categoryId: 'Category not available' });
    const badNumbers = await manager().post(`${url}/${id}/price-levels`, {
      categoryId,
      name: 'Plein',
      taxClassId: tax[550],
      priceCents: -5,
      quota: 0,
    });
    expect(fieldErrors(badNumbers.body)).toEqual({
      priceCents: 'The price must be between 0 and 100,000 €',
      quota: 'The quota must be a whole number of at least 1',
    });
  });

  it('edits, reorders and removes levels; a removed category takes its levels', async () => {
    const { id, categoryId } = await pricingWithCategory();
    const base = { categoryId, taxClassId: tax[550] };
    await manager().post(`${url}/${id}/price-levels`, { ...base, name: 'Plein tarif', priceCents: 3500 });
    const two = await manager().post(`${url}/${id}/price-levels`, {
      ...base,
      name: 'Réduit',
      description: 'Étudiants, demandeurs d’emploi',
      priceCents: 2500,
      quota: 50,
    });
    const [plein, reduit] = two.body.data.priceLevels;
    expect(reduit).toMatchObject({ rank: 1, quota: 50, description: 'Étudiants, demandeurs d’emploi' });
    const edited = await manager().patch(`${url}/${id}/price-levels/${reduit.id}`, {
      priceCents: 2000,
      taxClassId: tax[2000],
      quota: null,
    });
    expect(edited.body.data.priceLevels[1]).toMatchObject({ priceCents: 2000, vatCents: 333, quota: null });
    const blank = await manager().patch(`${url}/${id}/price-levels/${reduit.id}`, { name: '' });
    expect(fieldErrors(blank.body)).toEqual({ name: 'The price level name is required' });
    const order = await put('SHOW_MANAGER', `${url}/${id}/price-levels/order`, {
      ids: [reduit.id, plein.id],
    });
    expect(order.body.data.priceLevels.map((l: { name: string }) => l.name)).toEqual([
      'Réduit',
      'Plein tarif',
    ]);
    const removed = await manager().delete(`${url}/${id}/price-levels/${reduit.id}`);
    expect(removed.body.data.priceLevels).toHaveLength(1);
    const again = await manager().delete(`${url}/${id}/price-levels/${reduit.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Price level not available');
    const missing = await manager().patch(`${url}/${id}/price-levels/${crypto.randomUUID()}`, { name: 'X' });
    expect(missing.body.error.message).toBe('Price level not available');
    const noCategory = await manager().delete(`${url}/${id}/categories/${categoryId}`);
    expect(noCategory.body.data).toMatchObject({ categories: [], priceLevels: [] });
  });
});
