import { ErrorCode } from '@encore/shared/errors';
import { AppError } from './errors';

interface PgErrorLike {
  code?: string;
  constraint?: string;
  message?: string;
}

/** Unique indexes whose violation has its own, more precise code than "Entity already exists". */
const uniqueConstraintCodes: Record<string, AppError> = {
  users_email_unique: new AppError(409, ErrorCode.emailExists),
  // The box office's backstop: a seat can be live (held or sold) in one item only.
  order_items_live_seat_unique: new AppError(409, ErrorCode.seatTaken),
};

/** The PostgreSQL error behind a failure: Drizzle wraps the driver's error in `cause`. */
export function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Turns constraint violations into client errors, in one place: a duplicate is 409 E00006 (or E01003 for
 * an e-mail), deleting a row still referenced is 409 E00008, a reference to a missing row is 400, and a
 * text PostgreSQL cannot store (a NUL character) is 400.
 * Services check the common cases first for nicer messages; this also covers races between two requests.
 */
export function fromDatabaseError(error: unknown): AppError | undefined {
  const pg = findPgError(error);
  if (!pg) return undefined;
  if (pg.code === '23505') {
    const specific = pg.constraint ? uniqueConstraintCodes[pg.constraint] : undefined;
    return specific ?? new AppError(409, ErrorCode.alreadyExists, undefined, constraintDetail(pg));
  }
  if (pg.code === '23503') {
    // "update or delete on table X violates foreign key constraint ... on table Y": X is still used by Y.
    const usedBy = /on table "([^"]+)"\s*$/.exec(pg.message ?? '')?.[1];
    if (pg.message?.startsWith('update or delete'))
      return new AppError(409, ErrorCode.conflict, undefined, usedBy ? { usedBy } : undefined);
    return new AppError(400, ErrorCode.validation, 'A referenced element does not exist');
  }
  // A NUL character (U+0000) in a text or JSON value: PostgreSQL cannot store it. Bad input, not a 500.
  if (pg.code === '22021' || pg.code === '22P05')
    return new AppError(400, ErrorCode.validation, 'Text cannot contain a NUL character');
  // A value PostgreSQL cannot read as its column's type (a JSON text with a lone surrogate, say) that
  // validation let through: still the client's input.
  if (pg.code === '22P02') return new AppError(400, ErrorCode.validation);
  return undefined;
}

/**
 * PostgreSQL codes of a server that is shutting down, starting, or out of connections, and 25006 (read-only
 * transaction): a write that reached a standby, i.e. a primary demoted by a failover (or a proxy not yet
 * switched to the new one). Clients retry after Retry-After and reach the new primary.
 */
const unavailableCodes = /^(08...|57P0[1-3]|53300|25006)$/;
const unavailableErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
]);
const unavailableMessages =
  /Connection terminated|Cannot use a pool after calling end|PGlite is closed|timeout exceeded when trying to connect|not queryable/i;

/**
 * True when a failure means the database cannot be reached right now (down, restarting, closed), as
 * opposed to a bug: the API answers 503 with Retry-After, so clients and proxies retry later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (unavailableCodes.test(code) || unavailableErrnos.has(code)) return true;
    if (typeof candidate.message === 'string' && unavailableMessages.test(candidate.message)) return true;
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e)))
      return true;
    current = candidate.cause;
  }
  return false;
}

function constraintDetail(pg: PgErrorLike) {
  return pg.constraint ? { constraint: pg.constraint } : undefined;
}
