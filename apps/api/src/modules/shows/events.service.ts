import { ErrorCode } from '@encore/shared/errors';
import { eventMessages, type ShowEvent } from '@encore/shared/shows/event.schema';
import type { ShowDate } from '@encore/shared/shows/show.schema';
import { showDateTime } from '@encore/shared/shows/show-time';
import type { Database, Executor } from '../../db/client';
import { iso } from '../../lib/dto';
import type { Action } from '@encore/shared/auth/permissions';
import { AppError, notFound } from '../../lib/errors';
import { assertReach } from '../../lib/object-access';
import type { SessionContext } from '../../plugins/auth';
import { roomFactsByIds } from '../rooms';
import { linksOf, lockShow, showsRepository } from './shows.repository';
import { showNotFound } from './shows.service';
import { addEvents, assertNotPast, nameClash, startsOf } from './event-schedule';
import { cancelEvent, reinstateEvent } from './event-status';
import { eventsOfShows, findEvent, removeUnsoldEvent, type EventRow } from './events.repository';

/** What events need from the carts module (held seats), given by the composition root. */
export interface EventsInventory {
  heldByEvent(db: Executor, eventIds: string[]): Promise<Map<string, number>>;
}

async function eventDtos(
  db: Executor,
  rows: EventRow[],
  { heldByEvent }: EventsInventory,
): Promise<ShowEvent[]> {
  const rooms = await roomFactsByIds(
    db,
    rows.map((r) => r.roomId),
  );
  const held = await heldByEvent(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((e) => ({
    id: e.id,
    showId: e.showId,
    roomId: e.roomId,
    roomName: rooms.get(e.roomId)?.name ?? '',
    startsAt: iso(e.startsAt),
    endsAt: iso(e.endsAt),
    ...showDateTime(e.startsAt),
    capacity: e.capacity,
    held: held.get(e.id) ?? 0,
    sold: e.sold,
    status: e.status,
  }));
}

const eventNotFound = () => notFound('Event not found');

/** Events are reached through their show: the same ownership rules, on the Event subject. */
export function createEventsService({ db, inventory }: { db: Database; inventory: EventsInventory }) {
  /**
   * The show, when the session reaches it. Routes naming an event answer another's event exactly as a
   * missing one (`missing`), so a different message does not reveal that the event exists.
   */
  async function reach(
    db: Executor,
    showId: string,
    session: SessionContext,
    action: Action,
    { lock = false, missing = showNotFound } = {},
  ) {
    const row = lock ? await lockShow(db, showId) : await showsRepository.findById(db, showId);
    if (!row) throw missing();
    // An event is its show's: the Event rules' conditions name the show's producer and artists.
    const links = (await linksOf(db, [showId])).get(showId)!;
    assertReach(session.ability, action, 'Event', { showId, producerId: row.producerId, ...links }, missing);
    return row;
  }

  return {
    async list(showId: string, session: SessionContext): Promise<ShowEvent[]> {
      await reach(db, showId, session, 'read');
      return eventDtos(db, await eventsOfShows(db, [showId]), inventory);
    },

    /** Adds one or many events in the show's room; any overlap in that room refuses them all (E02001). */
    async add(showId: string, dates: ShowDate[], session: SessionContext): Promise<ShowEvent[]> {
      assertNotPast(startsOf(dates));
      const ids = await db
        .transaction(async (tx) => {
          const show = await reach(tx, showId, session, 'create', { lock: true });
          return addEvents(tx, show, startsOf(dates));
        })
        .catch(nameClash(session.ability));
      const all = await eventsOfShows(db, [showId]);
      return eventDtos(
        db,
        all.filter((e) => ids.includes(e.id)),
        inventory,
      );
    },

    /** Cancels (out of sale, kept with its sales) or reinstates one event; answers it as it now is. */
    async setStatus(id: string, action: 'cancel' | 'reinstate', session: SessionContext): Promise<ShowEvent> {
      await db
        .transaction(async (tx) => {
          const event = await findEvent(tx, id);
          if (!event) throw eventNotFound();
          // The show's lock orders this after any edit moving the show's events to another room.
          await reach(tx, event.showId, session, 'update', { lock: true, missing: eventNotFound });
          await (action === 'cancel' ? cancelEvent(tx, id) : reinstateEvent(tx, id));
        })
        .catch(nameClash(session.ability));
      const row = await findEvent(db, id);
      if (!row) throw eventNotFound();
      return (await eventDtos(db, [row], inventory))[0]!;
    },

    async remove(id: string, session: SessionContext): Promise<void> {
      const event = await findEvent(db, id);
      if (!event) throw eventNotFound();
      await reach(db, event.showId, session, 'delete', { missing: eventNotFound });
      if (!(await removeUnsoldEvent(db, id))) {
        // Either it was removed meanwhile, or it has sales (checked in the same statement as the delete).
        if (!(await findEvent(db, id))) throw eventNotFound();
        throw new AppError(409, ErrorCode.conflict, eventMessages.hasSales);
      }
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
