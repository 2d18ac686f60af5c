import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { showListQuerySchema } from '@encore/shared/shows/show.schema';
import { showInstant } from '@encore/shared/shows/show-time';
import type { Executor } from '../../db/client';
import {
  artists,
  artistSearchText,
  events,
  showArtists,
  showCategoriesLink,
  shows,
  showSalesChannels,
} from '../../db/schema';
import { arrayField, type FieldMap } from '../../lib/ability-where';
import { crudRepository } from '../../lib/crud-repository';
import { allOf, foldedContains, lower } from '../../lib/list-query';

export type ShowRow = typeof shows.$inferSelect;
type ListQuery = z.output<typeof showListQuerySchema>;

const firstEventAt = sql`(select min(e.starts_at) from events e where e.show_id = ${shows.id} and e.status = 'scheduled')`;
const nextEventAt = sql`(select min(e.starts_at) from events e where e.show_id = ${shows.id} and e.status = 'scheduled' and e.starts_at >= now())`;
/**
 * Shows with nothing to come last whichever the direction: the shared ORDER BY only appends asc/desc, so
 * the key leads with "has none" (false first) before the date itself.
 */
const nextEventAtNullsLast = sql`${nextEventAt} is null, ${nextEventAt}`;

/** Name and subtitle in one text, the expression the trigram index of migration 0008 covers. */
export const showSearchText = sql`(${shows.name} || ' ' || coalesce(${shows.subtitle}, ''))`;

/**
 * Shows one of whose artists' names contains the text. `id = any(array(...))` rather than `in (...)`: the
 * artists are found through their own search index, then the shows by primary key, so OR-ed with the name
 * search both sides stay index scans (a bitmap OR) instead of a scan of every show.
 */
export const showsByArtistName = (text: string) =>
  sql`${shows.id} = any(array(select ${showArtists.showId} from ${showArtists} join ${artists} on ${artists.id} = ${showArtists.artistId} where ${foldedContains(artistSearchText, text)}))`;

export const showsRepository = crudRepository(shows, {
  id: shows.id,
  updatedAt: shows.updatedAt,
  search: [showSearchText],
  searchAlso: showsByArtistName,
  sort: {
    name: lower(shows.name),
    firstEventAt,
    nextEventAt: nextEventAtNullsLast,
    createdAt: shows.createdAt,
    updatedAt: shows.updatedAt,
  },
  defaultSort: 'firstEventAt',
});

/** The show fields permission conditions may name, in SQL (a producer's or an artist's own shows). */
export const showFields: FieldMap = {
  id: shows.id,
  producerId: shows.producerId,
  roomId: shows.roomId,
  status: shows.status,
  artistIds: arrayField(
    (ids) =>
      sql`exists (select 1 from ${showArtists} where ${showArtists.showId} = ${shows.id} and ${inArray(showArtists.artistId, ids as string[])})`,
  ),
};

/** The same for events, in queries that join each event's show (an event is its show's). */
export const eventFields: FieldMap = {
  ...showFields,
  id: events.id,
  showId: events.showId,
  roomId: events.roomId,
  status: events.status,
};

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The list's filters; dates are France's calendar days, so a 23:30 show counts on its own day. */
export function showFilters(query: ListQuery): SQL | undefined {
  const from = query.dateFrom ? showInstant(query.dateFrom, '00:00') : undefined;
  const to = query.dateTo ? showInstant(nextDay(query.dateTo), '00:00') : undefined;
  return allOf(
    query.status ? eq(shows.status, query.status) : undefined,
    query.producerId ? eq(shows.producerId, query.producerId) : undefined,
    query.roomId ? eq(shows.roomId, query.roomId) : undefined,
    query.categoryId
      ? sql`exists (select 1 from show_categories_link l where l.show_id = ${shows.id} and l.category_id = ${query.categoryId})`
      : undefined,
    query.artistId
      ? sql`exists (select 1 from show_artists a where a.show_id = ${shows.id} and a.artist_id = ${query.artistId})`
      : undefined,
    from || to
      ? sql`exists (select 1 from events e where e.show_id = ${shows.id} and e.status = 'scheduled'
          ${from ? sql`and e.starts_at >= ${from.toISOString()}` : sql``}
          ${to ? sql`and e.starts_at < ${to.toISOString()}` : sql``})`
      : undefined,
  );
}

export interface ShowLinks {
  categoryIds: string[];
  artistIds: string[];
  salesChannelIds: string[];
}

/** The categories, artists and channels of each show, in three queries. */
export async function linksOf(db: Executor, ids: string[]): Promise<Map<string, ShowLinks>> {
  const links = new Map(
    ids.map((id) => [id, { categoryIds: [], artistIds: [], salesChannelIds: [] } as ShowLinks]),
  );
  if (!ids.length) return links;
  for (const c of await db.select().from(showCategoriesLink).where(inArray(showCategoriesLink.showId, ids)))
    links.get(c.showId)?.categoryIds.push(c.categoryId);
  for (const a of await db.select().from(showArtists).where(inArray(showArtists.showId, ids)))
    links.get(a.showId)?.artistIds.push(a.artistId);
  for (const s of await db.select().from(showSalesChannels).where(inArray(showSalesChannels.showId, ids)))
    links.get(s.showId)?.salesChannelIds.push(s.salesChannelId);
  return links;
}

/** Replaces the given kinds of links (absent kinds are left alone). */
export async function writeLinks(tx: Executor, showId: string, links: Partial<ShowLinks>) {
  const unique = (ids: string[]) => [...new Set(ids)];
  if (links.categoryIds) {
    await tx.delete(showCategoriesLink).where(eq(showCategoriesLink.showId, showId));
    const rows = unique(links.categoryIds).map((categoryId) => ({ showId, categoryId }));
    if (rows.length) await tx.insert(showCategoriesLink).values(rows);
  }
  if (links.artistIds) {
    await tx.delete(showArtists).where(eq(showArtists.showId, showId));
    const rows = unique(links.artistIds).map((artistId) => ({ showId, artistId }));
    if (rows.length) await tx.insert(showArtists).values(rows);
  }
  if (links.salesChannelIds) {
    await tx.delete(showSalesChannels).where(eq(showSalesChannels.showId, showId));
    const rows = unique(links.salesChannelIds).map((salesChannelId) => ({ showId, salesChannelId }));
    if (rows.length) await tx.insert(showSalesChannels).values(rows);
  }
}

/** The show row locked for the rest of the transaction (concurrent edits of one show run in turn). */
export async function lockShow(tx: Executor, id: string): Promise<ShowRow | undefined> {
  const [row] = await tx
    .select()
    .from(shows)
    .where(and(eq(shows.id, id)))
    .for('update');
  return row;
}
