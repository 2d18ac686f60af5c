import type { MessageKey } from '@encore/shared/validation/message-key';
import type { z } from 'zod';
import { ErrorCode } from '@encore/shared/errors';
import { eventMessages } from '@encore/shared/shows/event.schema';
import {
  showMessages,
  type Show,
  type showCreateSchema,
  type showListQuerySchema,
  type showUpdateSchema,
} from '@encore/shared/shows/show.schema';
import type { Database, Executor } from '../../db/client';
import { definedOnly } from '../../lib/dto';
import { abilityWhere } from '../../lib/ability-where';
import { AppError, notFound } from '../../lib/errors';
import { assertCan, assertReach } from '../../lib/object-access';
import { allOf } from '../../lib/list-query';
import type { SessionContext } from '../../plugins/auth';
import { soldOfShow } from './events.repository';
import { addEvents, assertNotPast, nameClash, reschedule, startsOf, syncDates } from './event-schedule';
import type { RoomFacts } from '../rooms';
import type { AssertPictures } from '../uploads';
import { showDtos } from './show-dto';
import { linksOf, lockShow, showFields, showFilters, showsRepository, writeLinks } from './shows.repository';

type CreateInput = z.output<typeof showCreateSchema>;
type UpdateInput = z.output<typeof showUpdateSchema>;
type ListQuery = z.output<typeof showListQuerySchema>;

const fieldError = (path: string, message: MessageKey) =>
  new AppError(400, ErrorCode.validation, showMessages.invalidForm, [{ path, message }]);

/** What shows need from the rooms and pricings modules, given by the composition root. */
export interface ShowsServiceDeps {
  db: Database;
  rooms: { findRoomFacts(db: Executor, id: string): Promise<RoomFacts | undefined> };
  pricings: { findById(db: Executor, id: string): Promise<{ roomId: string } | undefined> };
  /** The poster must be the writer's upload (or the show's current poster): the uploads module's check. */
  assertPictures: AssertPictures;
}

/** Someone else's show is "not found", never "forbidden": its existence is not revealed. */
export const showNotFound = () => notFound('Show not found');

export function createShowsService({ db, rooms, pricings, assertPictures }: ShowsServiceDeps) {
  /** The room must exist and the pricing, when set, must be drawn for that room. */
  async function checkRoomAndPricing(tx: Executor, roomId: string, pricingId: string | null) {
    if (!(await rooms.findRoomFacts(tx, roomId))) throw fieldError('roomId', 'rooms.roomNotFound');
    if (!pricingId) return;
    const pricing = await pricings.findById(tx, pricingId);
    if (!pricing) throw fieldError('pricingId', 'pricings.pricingNotFound');
    if (pricing.roomId !== roomId) throw fieldError('pricingId', showMessages.pricingOtherRoom);
  }

  async function load(id: string): Promise<Show> {
    const row = await showsRepository.findById(db, id);
    if (!row) throw showNotFound();
    return (await showDtos(db, [row]))[0]!;
  }

  /** The locked row of a show the session may change, with its links, inside a transaction. */
  async function lockReachable(
    tx: Executor,
    id: string,
    session: SessionContext,
    action: 'update' | 'delete',
  ) {
    const row = await lockShow(tx, id);
    if (!row) throw showNotFound();
    const owned = { ...row, ...(await linksOf(tx, [id])).get(id)! };
    assertReach(session.ability, action, 'Show', owned, showNotFound);
    return owned;
  }

  return {
    async list(query: ListQuery, session: SessionContext) {
      const where = allOf(showFilters(query), abilityWhere(session.ability, 'read', 'Show', showFields));
      const page = await showsRepository.list(db, query, where);
      return { rows: await showDtos(db, page.rows), meta: page.meta };
    },

    async get(id: string, session: SessionContext) {
      const show = await load(id);
      assertReach(session.ability, 'read', 'Show', show, showNotFound);
      return show;
    },

    async create(input: CreateInput, session: SessionContext) {
      assertCan(session.ability, 'create', 'Show', input);
      await checkRoomAndPricing(db, input.roomId, input.pricingId);
      assertNotPast(startsOf(input.dates));
      await assertPictures(db, session.user.id, { poster: input.poster });
      const id = await db
        .transaction(async (tx) => {
          const { categoryIds, artistIds, salesChannelIds, dates, ...columns } = input;
          const row = await showsRepository.insert(tx, { ...columns, createdBy: session.user.id });
          await writeLinks(tx, row.id, { categoryIds, artistIds, salesChannelIds });
          await addEvents(tx, row, startsOf(dates));
          return row.id;
        })
        .catch(nameClash(session.ability));
      return load(id);
    },

    async update(id: string, input: UpdateInput, session: SessionContext) {
      await db
        .transaction(async (tx) => {
          const before = await lockReachable(tx, id, session, 'update');
          const { categoryIds, artistIds, salesChannelIds, dates, ...columns } = input;
          // The show as it will be must still be the session's to change (a producer cannot give it away).
          assertCan(session.ability, 'update', 'Show', { ...before, ...definedOnly(input) });
          await assertPictures(tx, session.user.id, { poster: input.poster }, { poster: before.poster });
          const roomId = input.roomId ?? before.roomId;
          const pricingId = input.pricingId !== undefined ? input.pricingId : before.pricingId;
          if (roomId !== before.roomId || pricingId !== before.pricingId)
            await checkRoomAndPricing(tx, roomId, pricingId);
          const after = (await showsRepository.update(tx, id, definedOnly(columns)))!;
          await writeLinks(tx, id, definedOnly({ categoryIds, artistIds, salesChannelIds }));
          if (after.roomId !== before.roomId || after.durationMinutes !== before.durationMinutes)
            await reschedule(tx, after, before.roomId);
          if (dates) await syncDates(tx, after, dates);
        })
        .catch(nameClash(session.ability));
      return load(id);
    },

    /** Only a show without sales can be deleted; archiving (status) is how a show leaves the sale. */
    async remove(id: string, session: SessionContext) {
      await db.transaction(async (tx) => {
        await lockReachable(tx, id, session, 'delete');
        if ((await soldOfShow(tx, id)) > 0)
          throw new AppError(409, ErrorCode.conflict, eventMessages.showHasSales);
        await showsRepository.remove(tx, id);
      });
    },
  };
}

export type ShowsService = ReturnType<typeof createShowsService>;
