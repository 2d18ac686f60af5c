import type { Action, Subject } from '../auth/permissions';

/** The API of tills and their sessions (issue 23), with the permission each needs. Answers `{ data }`. */
export const tillApi = {
  /** GET: every till and who holds it open. */
  list: () => '/api/tills',
  /** POST `{ name }`: a new till (201). */
  create: () => '/api/tills',
  /** POST `{ openingFloat }`: opens a session for the caller (201). */
  open: (tillId: string) => `/api/tills/${tillId}/sessions`,
  /** GET: the caller's open session (404 when none). */
  current: () => '/api/till-sessions/current',
  /** GET: one session (its seller's or, for an admin, anyone's). */
  session: (id: string) => `/api/till-sessions/${id}`,
  /** POST `{ kind, amountCents, reason }`: a drop, pay-in or pay-out (201). */
  movement: (id: string) => `/api/till-sessions/${id}/movements`,
  /** POST `{ cash, other? }`: closes with the count; answers expected, counted and variance. */
  close: (id: string) => `/api/till-sessions/${id}/close`,
  /** GET: the Z report's figures. */
  report: (id: string) => `/api/till-sessions/${id}/report`,
  /** GET `?lang=fr|en`: the Z report as a PDF. */
  reportPdf: (id: string, lang = 'fr') => `/api/till-sessions/${id}/report.pdf?lang=${lang}`,
} as const;

export const tillPermissions = {
  list: { action: 'read', subject: 'Till' },
  create: { action: 'create', subject: 'Till' },
  open: { action: 'create', subject: 'TillSession' },
  current: { action: 'read', subject: 'TillSession' },
  session: { action: 'read', subject: 'TillSession' },
  movement: { action: 'update', subject: 'TillSession' },
  close: { action: 'update', subject: 'TillSession' },
  report: { action: 'read', subject: 'TillSession' },
  reportPdf: { action: 'read', subject: 'TillSession' },
} as const satisfies Record<keyof typeof tillApi, { action: Action; subject: Subject }>;
