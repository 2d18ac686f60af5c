import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../test/requests';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();
const api = t.api;
const url = '/api/business';

const mentions = {
  legalName: 'Théâtre des Lilas SARL',
  address: { street: '12 rue des Lilas', postalCode: '75019', city: 'Paris', country: 'France' },
  siret: '732 829 320 00074',
  vatNumber: 'fr 44 732 829 320',
  licenceNumber: 'PLATESV-R-2021-004512',
};

describe('business details (Settings > Business)', () => {
  it('start empty, are saved by an admin with the numbers normalised, and read back', async () => {
    const admin = api.as('ADMIN');
    const before = await admin.get(url);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ legalName: null, siret: null, updatedAt: null });

    const saved = await admin.put(url, mentions);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      legalName: 'Théâtre des Lilas SARL',
      address: { street: '12 rue des Lilas', postalCode: '75019', city: 'Paris', country: 'France' },
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      licenceNumber: 'PLATESV-R-2021-004512',
    });
    expect(saved.body.data.updatedAt).not.toBeNull();
    expect((await api.as('SUPER_ADMIN').get(url)).body.data).toEqual(saved.body.data);

    const again = await admin.put(url, {
      ...mentions,
      legalName: 'Les Lilas Productions',
      licenceNumber: '',
    });
    expect(again.body.data).toMatchObject({ legalName: 'Les Lilas Productions', licenceNumber: null });
  });

  it('names each missing or wrong mention and keeps what was stored', async () => {
    const bad = { ...mentions, legalName: '', siret: '73282932000075', vatNumber: 'FR45732829320' };
    const stored = (await api.as('ADMIN').get(url)).body.data;
    const en = await api.as('ADMIN').put(url, bad);
    expect(en.status).toBe(400);
    expect(fieldErrors(en.body)).toEqual({
      legalName: 'Required field',
      siret: 'Invalid SIRET number',
      vatNumber: 'Invalid VAT number',
    });
    expect((await api.as('ADMIN').get(url)).body.data).toEqual(stored);
  });

  it('is read and changed by admins only', async () => {
    for (const role of ['SHOW_MANAGER', 'PRODUCER', 'BOX_OFFICE', 'ARTIST'] as const) {
      expect((await api.as(role).get(url)).status).toBe(403);
      expect((await api.as(role).put(url, mentions)).status).toBe(403);
    }
    expect((await api.anonymous.get(url)).status).toBe(401);
  });
});
