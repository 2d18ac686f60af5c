/**
 * The one error catalogue shared by the API (which answers the codes) and the web app (which translates
 * them). Codes quoted by the spec keep their numbers: E00003, E00006, E01003, E01004, E02001.
 */
export const ErrorCode = {
  internal: 'E00001',
  validation: 'E00002',
  missingParameter: 'E00003',
  notFound: 'E00004',
  forbidden: 'E00005',
  alreadyExists: 'E00006',
  tooManyRequests: 'E00007',
  conflict: 'E00008',
  payloadTooLarge: 'E00009',
  unavailable: 'E00010',
  idempotencyKeyReused: 'E00011',
  unauthenticated: 'E01001',
  invalidCredentials: 'E01002',
  emailExists: 'E01003',
  cannotDeleteSelf: 'E01004',
  accountDeactivated: 'E01005',
  invalidRefreshToken: 'E01006',
  invalidResetToken: 'E01007',
  roleRequired: 'E01008',
  eventClash: 'E02001',
  seatTaken: 'E03001',
  quotaExhausted: 'E03002',
  areaFull: 'E03003',
  customerRequired: 'E03004',
  cartExpired: 'E03005',
  priceLevelNotAvailable: 'E03006',
  eventNotOnSale: 'E03007',
  channelNotOnShow: 'E03008',
  otherShow: 'E03009',
  orderState: 'E03010',
  categoryNotAvailable: 'E03011',
  tooManyOpenCarts: 'E03012',
  tooManyHeldSeats: 'E03013',
  cartOfAnotherSeller: 'E03014',
  sellerCannotApprove: 'E03015',
  sameApprover: 'E03016',
  noOpenTillSession: 'E04001',
  paymentsMismatch: 'E04002',
  tillBusy: 'E04011',
  sellerHasOpenSession: 'E04012',
  tillSessionClosed: 'E04013',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** English default messages; the spec's texts are kept word for word. */
export const errorMessages: Record<ErrorCodeValue, string> = {
  E00001: 'An error has occurred',
  E00002: 'Invalid form. Please check all fields',
  E00003: 'Missing Parameter',
  E00004: 'Not found',
  E00005: 'You are not allowed to do this',
  E00006: 'Entity already exists',
  E00007: 'Too many requests, please try again later',
  E00008: 'This element is still in use',
  E00009: 'The request is too large',
  E00010: 'The service is temporarily unavailable, please try again in a moment',
  E00011: 'This Idempotency-Key was already used with a different request',
  E01001: 'Authentication required',
  E01002: 'Invalid email or password',
  E01003: 'Email already exists',
  E01004: "You can't delete your account",
  E01005: 'Your account is not activated yet. An administrator must activate it.',
  E01006: 'Your session has expired, please sign in again',
  E01007: 'This reset link is invalid or has expired',
  E01008: 'Your account has no role yet. An administrator must give it one.',
  E02001: 'An event already exists for this room on the date.',
  E03001: 'Seat no longer available',
  E03002: 'Quota not available for same products',
  E03003: 'Not enough places left in this area',
  E03004: 'Please provide customer information to validate the order',
  E03005: 'Your cart has expired',
  E03006: 'Price level not available',
  E03007: 'This event is not on sale',
  E03008: 'This show is not sold on this sales channel',
  E03009: 'An order holds tickets of one show only',
  E03010: 'This order cannot do that in its current state',
  E03011: 'Category not available',
  E03012: 'You have too many open carts: validate or abandon one before opening another',
  E03013: 'You hold too many seats in your carts: validate or abandon a cart before holding more',
  E03014: 'This cart belongs to another seller: take it over to change, validate or abandon it',
  E03015: 'The seller of an order cannot approve it: another person must',
  E03016: 'The other approval was given by you: a second person must give this one',
  E04001: 'No open till session',
  E04002: 'Payments do not match the total',
  E04011: 'This till already has an open session',
  E04012: 'You already have an open till session: close it before opening another',
  E04013: 'This till session is closed',
};

export interface ApiErrorBody {
  error: { code: ErrorCodeValue; message: string; details?: unknown };
}

/**
 * Field-level details attached to validation errors, so a form can show each under its field: `code` is
 * the message key (validation/messages-en.ts), `params` the values its text names, `message` the English
 * text for API clients. Details the API writes itself may carry only `path` and `message`.
 */
export interface FieldErrorDetail {
  path: string;
  code?: string;
  params?: Record<string, string | number>;
  message: string;
}
