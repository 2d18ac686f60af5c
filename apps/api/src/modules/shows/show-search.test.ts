import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { artists, artistSearchText, shows } from '../../db/schema';
import { searchCondition } from '../../lib/list-query';
import { useTestApp } from '../../test/use-test-app';
import { showSearchText, showsByArtistName } from './shows.repository';
import { showBody, showFixtures, type ShowFixtures } from './test-fixtures';

const t = useTestApp();
const api = t.api;
let f: ShowFixtures;
beforeAll(async () => {
  f = await showFixtures(t);
  const artist = await api.as('ADMIN').post('/api/artists', { firstName: 'Zoé', lastName: 'Œstergård' });
  if (artist.status !== 201) throw new Error(JSON.stringify(artist.body));
  const show = await api
    .as('SHOW_MANAGER')
    .post(
      '/api/shows',
      showBody(f, { name: 'Électre Tour', subtitle: 'Pop électronique', artistIds: [artist.body.data.id] }),
    );
  if (show.status !== 201) throw new Error(JSON.stringify(show.body));
  await api
    .as('SHOW_MANAGER')
    .post('/api/shows', showBody(f, { name: 'Le Cid', dates: [{ date: '2027-04-01', times: ['20:00'] }] }));
});

const names = async (url: string) =>
  (await api.as('SHOW_MANAGER').get(url)).body.data.map((r: { name: string }) => r.name);

describe('search ignores accents and case', () => {
  it('finds shows without their accents, in any case, and by their artists’ names', async () => {
    expect(await names('/api/shows?search=electre')).toEqual(['Électre Tour']);
    expect(await names('/api/shows?search=%C3%89LECTRE%20tour')).toEqual(['Électre Tour']);
    expect(await names('/api/shows?search=ELECTRONIQUE')).toEqual(['Électre Tour']);
    // The show's artist: "zoe" finds Zoé, "oester" the Œ ligature and the å.
    expect(await names('/api/shows?search=zoe')).toEqual(['Électre Tour']);
    expect(await names('/api/shows?search=oestergard')).toEqual(['Électre Tour']);
    expect(await names('/api/shows?search=cid')).toEqual(['Le Cid']);
    expect(await names('/api/shows?search=nobody')).toEqual([]);
  });

  it('finds artists, users and events the same way; % and _ stay literal', async () => {
    expect(await names('/api/artists?search=zoe%20oe')).toContain('Zoé Œstergård');
    expect(await names('/api/artists?search=zo%25')).toEqual([]);
    const events = await api.as('BOX_OFFICE').get('/api/events?search=zoe&from=2027-01-01');
    expect(events.body.data.map((e: { showName: string }) => e.showName)).toEqual(['Électre Tour']);
    const users = await api.as('ADMIN').get('/api/users?search=MANAGER@ENCORE');
    expect(users.body.data.map((u: { email: string }) => u.email)).toEqual(['manager@encore.test']);
  });
});

/** The plan of a query with sequential scans priced out: the indexes it can use, whatever the table sizes. */
async function planOf(query: SQL): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

describe('search indexes (pg_trgm on both databases)', () => {
  it('searches artists through their trigram index', async () => {
    const where = searchCondition('zoe', [artistSearchText])!;
    const plan = await planOf(sql`select ${artists.id} from ${artists} where ${where}`);
    expect(plan).toContain('artists_search_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on artists/);
  });

  it('searches shows by name and by artist through indexes only', async () => {
    const where = searchCondition('zoe', [showSearchText], showsByArtistName)!;
    const plan = await planOf(sql`select ${shows.id} from ${shows} where ${where}`);
    expect(plan).toContain('shows_search_trgm_idx');
    expect(plan).toContain('artists_search_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on (shows|artists)/);
  });
});
