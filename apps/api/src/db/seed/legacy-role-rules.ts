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
 * database still holding exactly these gets today's defaults at start; edited rules are left alone.
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
