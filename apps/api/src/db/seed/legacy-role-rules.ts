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

/** The user's producer placeholder (shared/auth/rule-placeholders.ts). */
const producer = '$' + '{user.producerId}';

/** The defaults before tickets and the door (no `CheckIn`, show managers and producers read no `Ticket`). */
export const beforeTickets: Partial<Record<RoleName, PermissionRule[]>> = {
  SHOW_MANAGER: [
    { action: 'view', subject: 'Dashboard' },
    {
      action: 'manage',
      subject: ['Show', 'Event', 'Pricing', 'Room', 'Artist', 'Producer', 'ShowCategory', 'SalesChannel'],
    },
    { action: 'read', subject: ['TaxClass', 'Order', 'Analytics'] },
    { action: 'approve_as_manager', subject: 'Order' },
  ],
  PRODUCER: [
    { action: 'view', subject: 'Dashboard' },
    {
      action: ['read', 'create', 'update', 'delete'],
      subject: ['Show', 'Event'],
      conditions: { producerId: producer },
    },
    { action: ['read', 'update'], subject: 'Producer', conditions: { id: producer } },
    {
      action: ['read', 'approve_as_producer'],
      subject: 'Order',
      conditions: { producerId: producer },
    },
    { action: 'read', subject: ['Artist', 'ShowCategory', 'SalesChannel', 'TaxClass', 'Room', 'Pricing'] },
  ],
  BOX_OFFICE: [
    { action: ['approve_as_manager', 'approve_as_producer'], subject: 'Order', inverted: true },
    { action: 'view', subject: ['Dashboard', 'BoxOffice'] },
    { action: 'manage', subject: ['Cart', 'Order', 'Ticket'] },
    { action: 'read', subject: ['Show', 'Event'] },
    { action: 'read', subject: [...catalogue] },
  ],
};

/** The user's artist placeholder (shared/auth/rule-placeholders.ts). */
const artist = '$' + '{user.artistId}';

/** ARTIST before it lost the producers' personal fields (SIRET, responsible, address). */
const artistReadingProducers: PermissionRule[] = [
  { action: 'view', subject: 'Dashboard' },
  { action: 'read', subject: ['Show', 'Event'], conditions: { artistIds: { $in: [artist] } } },
  { action: 'read', subject: ['Artist', 'ShowCategory', 'Producer', 'Room'] },
];

/** PRODUCER before it read its own shows' analytics (the defaults with tickets, less that rule). */
const producerWithoutAnalytics: PermissionRule[] = [
  ...beforeTickets.PRODUCER!.slice(0, 4),
  { action: 'read', subject: 'Ticket', conditions: { producerId: producer } },
  ...beforeTickets.PRODUCER!.slice(4),
];

/** The defaults before picture uploads needed a rule (POST /api/uploads asked for a session only). */
export const beforeUploads: Partial<Record<RoleName, PermissionRule[]>> = {
  SHOW_MANAGER: [
    { action: 'view', subject: 'Dashboard' },
    {
      action: 'manage',
      subject: ['Show', 'Event', 'Pricing', 'Room', 'Artist', 'Producer', 'ShowCategory', 'SalesChannel'],
    },
    { action: 'read', subject: ['TaxClass', 'Order', 'Analytics', 'Ticket'] },
    { action: 'approve_as_manager', subject: 'Order' },
    { action: 'manage', subject: 'CheckIn' },
  ],
  PRODUCER: [
    { action: 'view', subject: 'Dashboard' },
    {
      action: ['read', 'create', 'update', 'delete'],
      subject: ['Show', 'Event'],
      conditions: { producerId: producer },
    },
    { action: ['read', 'update'], subject: 'Producer', conditions: { id: producer } },
    {
      action: ['read', 'approve_as_producer'],
      subject: 'Order',
      conditions: { producerId: producer },
    },
    { action: 'read', subject: 'Ticket', conditions: { producerId: producer } },
    { action: 'read', subject: 'Analytics', conditions: { producerId: producer } },
    { action: 'read', subject: ['Artist', 'ShowCategory', 'SalesChannel', 'TaxClass', 'Room', 'Pricing'] },
  ],
};

/** BOX_OFFICE before tills (issue 23): today's defaults less the two till rules. */
const boxOfficeBeforeTills: PermissionRule[] = [
  { action: ['approve_as_manager', 'approve_as_producer'], subject: 'Order', inverted: true },
  { action: 'view', subject: ['Dashboard', 'BoxOffice'] },
  { action: 'manage', subject: ['Cart', 'Order', 'Ticket', 'CheckIn'] },
  { action: 'read', subject: ['Show', 'Event'] },
  { action: 'read', subject: [...catalogue] },
];

/** Every earlier default of a role, oldest first. */
export const earlierRoleRules: Partial<Record<RoleName, PermissionRule[][]>> = {
  ...Object.fromEntries(Object.entries(legacyRoleRules).map(([name, rules]) => [name, [rules]])),
  SHOW_MANAGER: [beforeTickets.SHOW_MANAGER!, beforeUploads.SHOW_MANAGER!],
  PRODUCER: [
    legacyRoleRules.PRODUCER!,
    beforeTickets.PRODUCER!,
    producerWithoutAnalytics,
    beforeUploads.PRODUCER!,
  ],
  BOX_OFFICE: [
    legacyRoleRules.BOX_OFFICE!,
    boxOfficeWithApprovals,
    beforeTickets.BOX_OFFICE!,
    boxOfficeBeforeTills,
  ],
  ARTIST: [legacyRoleRules.ARTIST!, artistReadingProducers],
};
