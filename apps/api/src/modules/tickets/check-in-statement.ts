import { sql, type SQL } from 'drizzle-orm';
import type { CheckInAnswer } from '@encore/shared/tickets/check-in.schema';
import type { Executor } from '../../db/client';
import { p as param, preparedStatement } from '../../lib/prepared-statement';

export interface ScanInput {
  /** The ticket code read (null when the scan cannot be a ticket: it is recorded as `unknown`). */
  code: string | null;
  /** A QR payload's signed event: a code found under another event was altered (`unknown`). */
  signedEventId: string | null;
  /**
   * A QR payload's signature (base32), compared with the one stored at sale: Ed25519 signatures are
   * deterministic, so a genuine payload carries exactly that one and anything else is forged or altered. The
   * same proof as verifying it, without an Ed25519 verification per scan (a sixth of the API's CPU per scan).
   */
  signature: string | null;
  /** The door's event. */
  eventId: string;
  nonce: string | null;
  at: Date;
  userId: string;
  device: string | null;
  offline: boolean;
}

const isoOf = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * One scan in ONE statement (one round trip, one commit): the nonce's stored answer if it was seen, else
 * the ticket judged, claimed, the scan recorded with its answer, and the answer returned.
 *
 * THE guard against letting a ticket in twice is the claim's `t.checked_in_at is null`: two scanners at
 * once, PostgreSQL makes the second wait for the first's row lock, re-checks the condition on the row as the
 * first left it and claims nothing. `free` is how the claim reads the ticket's kept scan: the row under its
 * lock (`t.checked_in_at`) in the statement the server runs.
 * The first scan the server records lets the ticket in; every later one answers `already_used`, an
 * offline scan dated earlier included (issue 22: a batch dated 2000-01-01 re-admitted a ticket let in online
 * and left two `valid` rows). A ticket of a cancelled event, or scanned after its event ended, is `void`.
 * A nonce's stored answer is the one of the same user at the same event: another user's nonce is no key to
 * another door's answer (its scan is refused: the nonce is unique, check-ins.service.ts).
 *
 * No row back: the snapshot saw the ticket free yet the claim found it taken or voided by a scan that
 * committed meanwhile; the caller runs the statement again, whose new snapshot sees that scan.
 */
export function scanQuery(free: SQL = sql.raw('t.checked_in_at')) {
  const p = (name: keyof ScanInput | 'atIso', type: string) => param(name, type);
  const at = p('atIso', 'timestamptz');
  const offline = p('offline', 'boolean');
  const eventId = p('eventId', 'uuid');
  const nonce = p('nonce', 'text');
  const statement = sql`
    with prior as (
      select answer from check_ins
      where ${nonce} is not null and nonce = ${nonce} and user_id = ${p('userId', 'uuid')}
        and event_id = ${eventId}
    ), found as (
      select t.id, t.event_id, t.status, t.area_label, t.row_label, t.seat_label, t.price_level_name,
        t.checked_in_at, t.checked_in_by, t.checked_in_device, t.checked_in_offline, o.number as order_number,
        (e.status = 'cancelled' or e.ends_at < ${at}) as event_over
      from tickets t join orders o on o.id = t.order_id join events e on e.id = t.event_id
      where t.code = ${p('code', 'text')} and not exists (select from prior)
        and (${p('signedEventId', 'uuid')} is null or t.event_id = ${p('signedEventId', 'uuid')})
        and (${p('signature', 'text')} is null or t.signature = ${p('signature', 'text')})
    ), claimed as (
      update tickets t set checked_in_at = ${at}, checked_in_by = ${p('userId', 'uuid')},
        checked_in_device = ${p('device', 'text')}, checked_in_offline = ${offline}
      from found f
      where t.id = f.id and f.event_id = ${eventId} and t.status = 'valid' and not f.event_over
        and ${free} is null
      returning t.id
    ), verdict as (
      select f.*, case
          when f.id is null then 'unknown'
          when exists (select from claimed) then 'valid'
          when f.event_id <> ${eventId} then 'wrong_event'
          when f.status = 'void' or f.event_over then 'void'
          when f.status = 'pending' then 'not_confirmed'
          when f.checked_in_at is not null then 'already_used'
        end as result
      from (select) one left join found f on true
      where not exists (select from prior)
    ), answered as (
      select v.id, v.result, jsonb_build_object(
        'result', v.result,
        'scannedAt', ${p('atIso', 'text')},
        'ticket', case when v.id is not null then jsonb_build_object(
          'id', v.id, 'eventId', v.event_id, 'orderNumber', v.order_number,
          'status', case when v.event_over then 'void' else v.status end,
          'areaLabel', v.area_label, 'rowLabel', v.row_label, 'seatLabel', v.seat_label,
          'priceLevelName', v.price_level_name) end,
        'firstScan', case when v.result = 'already_used' then jsonb_build_object(
          'at', ${isoOf('v.checked_in_at')}, 'device', v.checked_in_device, 'offline', v.checked_in_offline,
          'userName', (select nullif(concat_ws(' ', nullif(u.first_name, ''), nullif(u.last_name, '')), '')
            from users u where u.id = v.checked_in_by)) end,
        'ticketEvent', case when v.result = 'wrong_event' then (
          select jsonb_build_object('id', e.id, 'showName', sh.name, 'startsAt', ${isoOf('e.starts_at')})
          from events e join shows sh on sh.id = e.show_id where e.id = v.event_id) end
      ) as answer
      from verdict v where v.result is not null
    ), recorded as (
      insert into check_ins (event_id, ticket_id, result, nonce, answer, device, user_id, offline, scanned_at)
      select ${eventId}, id, result, ${nonce}, answer, ${p('device', 'text')}, ${p('userId', 'uuid')}, ${offline}, ${at}
      from answered
    )
    select answer from answered union all select answer from prior`;
  return statement;
}

// Built once (placeholders filled per scan) and named: on PostgreSQL each pooled connection parses and plans
// it once. Building the text per scan and planning it were each as costly as running it.
const scan = preparedStatement<{ answer: CheckInAnswer }>('encore_check_in', scanQuery());

export const scanRunner =
  (statement: typeof scan) =>
  async (db: Executor, s: ScanInput): Promise<CheckInAnswer | null> => {
    const rows = await statement(db, { ...s, atIso: s.at.toISOString() });
    return rows[0]?.answer ?? null;
  };

export const runScan = scanRunner(scan);
