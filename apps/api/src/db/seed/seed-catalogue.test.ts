import { describe, expect, it } from 'vitest';
import { isValidSiret } from '@encore/shared/common/siret';
import { useTestApp } from '../../test/use-test-app';
import { findUserByEmail } from '../../modules/users/users.repository';
import { artists, producers, salesChannels, showCategories } from '../schema';
import { seedDemoCatalogue } from './seed-catalogue';

const t = useTestApp();

describe('demo catalogue', () => {
  it('seeds an empty catalogue once and links the demo producer and artist accounts', async () => {
    const db = t.database.db;
    expect(await seedDemoCatalogue(db)).toBe(true);
    expect(await seedDemoCatalogue(db)).toBe(false);
    expect(await db.$count(artists)).toBeGreaterThanOrEqual(30);
    expect(await db.$count(showCategories)).toBe(8);
    const rows = await db.select().from(producers);
    expect(rows).toHaveLength(5);
    expect(rows.every((p) => isValidSiret(p.siret))).toBe(true);
    const channels = await db.select().from(salesChannels);
    expect(channels.filter((c) => c.needsApproval).map((c) => c.name)).toEqual(['Invitations']);
    expect((await findUserByEmail(db, 'producer@encore.test'))?.producerId).toBeTruthy();
    expect((await findUserByEmail(db, 'artist@encore.test'))?.artistId).toBeTruthy();
  });
});
