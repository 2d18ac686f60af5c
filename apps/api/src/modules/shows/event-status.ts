import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { assertNoClash } from './event-schedule';
import { findEvent, lockRooms, switchStatus } from './events.repository';

/**
 * Takes an event out of sale: it stays, with its sales, and its slot in the room is free for another event.
 * Cancelling a cancelled event changes nothing (a repeated click or a retry is not an error).
 */
export async function cancelEvent(tx: Executor, id: string) {
  if (!(await findEvent(tx, id))) throw notFound('Event not found');
  await switchStatus(tx, id, 'scheduled', 'cancelled');
}

/**
 * Puts a cancelled event back on sale. Its slot may have been taken meanwhile: like a creation, it takes the
 * room's row lock before checking, so a concurrent creation in that room cannot slip in (E02001). The caller
 * holds the show's lock, so the room read here is the one the event is really in (a show edit moves events).
 */
export async function reinstateEvent(tx: Executor, id: string) {
  const event = await findEvent(tx, id);
  if (!event) throw notFound('Event not found');
  if (event.status === 'scheduled') return;
  await lockRooms(tx, [event.roomId]);
  await switchStatus(tx, id, 'cancelled', 'scheduled');
  await assertNoClash(tx, event.showId, [id]);
}
