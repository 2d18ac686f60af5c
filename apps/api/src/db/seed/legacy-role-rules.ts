import type { PermissionRule, RoleName } from '@encore/shared/auth/permissions';

const catalogue = [
  'Artist',
  'ShowCategory',
  'Producer',
  'SalesChannel',
  'TaxClass',
  'Room',
  'Pricing',
] as const satisfies PermissionRule['subject'];

/**
 * The default rules before ownership became a condition (`read_own`/`manage_own` checked in code). A
 * database still holding exactly these, or another earlier default below, gets today's defaults at start;
 * edited rules are left alone.
 */
export const legacyRoleRules: Partial<Record<RoleName, PermissionRule[]>> = {
  PRODUCER: [
    { action: 'view', subject: 'Dashboard' },
    { action: ['read_own', 'manage_own'], subject: ['Show', 'Event', 'Producer'] },
    { action: 'read_own', subject: 'Order' },
    { action: 'approve_as_producer', subject: 'Order' },
    { action: 'read', subject: ['Artist', 'ShowCategory', 'SalesChannel', 'TaxClass', 'Room', 'Pricing'] },
  ],
  BOX_OFFICE: [
    { action: 'view', subject: ['Dashboard', 'BoxOffice'] },
    { action: 'manage', subject: ['Cart', 'Order', 'Ticket'] },
    { action: ['read', 'read_own'], subject: ['Show', 'Event'] },
    { action: 'read', subject: [...catalogue] },
  ],
  ARTIST: [
    { action: 'view', subject: 'Dashboard' },
    { action: 'read_own', subject: ['Show', 'Event'] },
    { action: 'read', subject: ['Artist', 'ShowCategory', 'Producer', 'Room'] },
  ],
};

/** BOX_OFFICE before approvals were kept for show managers and producers (its 'manage Order' gave them). */
const boxOfficeWithApprovals: PermissionRule[] = [
  { action: 'view', subject: ['Dashboard', 'BoxOffice'] },
  { action: 'manage', subject: ['Cart', 'Order', 'Ticket'] },
  { action: 'read', subject: ['Show', 'Event'] },
  { action: 'read', subject: [...catalogue] },
];

/** Every earlier default of a role, oldest first. */
export const earlierRoleRules: Partial<Record<RoleName, PermissionRule[][]>> = {
  ...Object.fromEntries(Object.entries(legacyRoleRules).map(([name, rules]) => [name, [rules]])),
  BOX_OFFICE: [legacyRoleRules.BOX_OFFICE!, boxOfficeWithApprovals],
};
