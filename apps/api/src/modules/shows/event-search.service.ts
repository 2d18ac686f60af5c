import type { z } from 'zod';
import type { eventSearchQuerySchema } from '@encore/shared/shows/event-search.schema';
import { showDateTime } from '@encore/shared/shows/show-time';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { abilityWhere } from '../../lib/ability-where';
import { iso } from '../../lib/dto';
import type { SessionContext } from '../../plugins/auth';
import { eventSearchQuery } from './event-search.repository';
import { eventFields } from './shows.repository';

export interface EventSearchDeps {
  db: Database;
  /** Held seats of an event as SQL, from the carts module. */
  inventory: { heldOfEvent(eventId: AnyPgColumn): SQL<number> };
}

/** Events across shows; a producer or an artist finds those of its own shows (its rules' conditions). */
export function createEventSearchService({ db, inventory }: EventSearchDeps) {
  const searchEvents = eventSearchQuery(inventory.heldOfEvent);
  return {
    async search(query: z.output<typeof eventSearchQuerySchema>, session: SessionContext) {
      const allowed = abilityWhere(session.ability, 'read', 'Event', eventFields);
      const { rows, meta } = await searchEvents(db, query, allowed);
      const data = rows.map((row) => ({
        ...row,
        startsAt: iso(row.startsAt),
        endsAt: iso(row.endsAt),
        ...showDateTime(row.startsAt),
      }));
      return { data, meta };
    },
  };
}

export type EventSearchService = ReturnType<typeof createEventSearchService>;
