import { ErrorCode as E, errorMessages, type ErrorCodeValue } from '@encore/shared/errors';
import type { RouteFacts } from './openapi-routes';

/** The E-codes each error status carries (plugins/errors.ts answers every failure as `{ error }`). */
export const codesByStatus: Record<number, ErrorCodeValue[]> = {
  400: [
    E.validation,
    E.missingParameter,
    E.invalidResetToken,
    E.customerRequired,
    E.priceLevelNotAvailable,
    E.channelNotOnShow,
    E.otherShow,
    E.categoryNotAvailable,
  ],
  401: [E.unauthenticated, E.invalidCredentials, E.invalidRefreshToken],
  403: [E.forbidden, E.accountDeactivated, E.roleRequired],
  404: [E.notFound],
  409: [
    E.alreadyExists,
    E.conflict,
    E.emailExists,
    E.cannotDeleteSelf,
    E.eventClash,
    E.seatTaken,
    E.quotaExhausted,
    E.areaFull,
    E.customerRequired,
    E.cartExpired,
    E.priceLevelNotAvailable,
    E.eventNotOnSale,
    E.channelNotOnShow,
    E.otherShow,
    E.orderState,
    E.categoryNotAvailable,
    E.noOpenTillSession,
    E.tillBusy,
    E.sellerHasOpenSession,
    E.tillSessionClosed,
  ],
  413: [E.payloadTooLarge],
  422: [E.idempotencyKeyReused],
  429: [E.tooManyRequests],
  500: [E.internal],
  503: [E.unavailable],
};

const names: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'Unavailable',
};

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', pattern: '^E\\d{5}$' },
        message: { type: 'string' },
        details: {
          description: 'Field errors (`[{ path, message, code?, params? }]`) or facts of the refusal',
        },
      },
    },
  },
};

/** `components`: the Error schema and one response per error status, its E-codes listed. */
export function errorComponents() {
  const responses = Object.fromEntries(
    Object.entries(codesByStatus).map(([status, codes]) => [
      names[Number(status)],
      {
        description: codes.map((code) => `${code}: ${errorMessages[code]}`).join('; '),
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/Error' },
                { properties: { error: { properties: { code: { type: 'string', enum: codes } } } } },
              ],
            },
          },
        },
      },
    ]),
  );
  return { schemas: { Error: errorSchema }, responses };
}

/**
 * The error statuses a route answers, from what it declares: 400 when it takes input, 401 and 403 unless
 * public (a session-only route still 403s a deactivated account), 404 with path parameters, 409 when it
 * changes something, 413 with a body, 422 when it takes an Idempotency-Key, 429 when rate limited, 500 and
 * 503 always (the database may be down), plus the route's own `config.errors`.
 */
export function errorStatuses(route: RouteFacts): number[] {
  const changes = route.method !== 'GET';
  const statuses = new Set<number>([500, 503, ...route.errors]);
  if (changes || route.takes.params || route.takes.query || route.takes.body) statuses.add(400);
  if (route.auth !== 'public') statuses.add(401).add(403);
  if (route.takes.params) statuses.add(404);
  if (changes) statuses.add(409);
  if (changes || route.takes.body) statuses.add(413);
  if (route.idempotent) statuses.add(422);
  if (route.rateLimited) statuses.add(429);
  return [...statuses].sort();
}

export const errorResponseRef = (status: number) => ({ $ref: `#/components/responses/${names[status]}` });
