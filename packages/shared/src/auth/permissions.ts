import {
  createAliasResolver,
  createMongoAbility,
  type ForcedSubject,
  type MongoAbility,
  type RawRuleOf,
} from '@casl/ability';
import { z } from 'zod';

export const actions = [
  'manage',
  'view',
  'read',
  'read_own',
  'manage_own',
  'create',
  'update',
  'delete',
  'approve_as_manager',
  'approve_as_producer',
] as const;
export type Action = (typeof actions)[number];

export const subjects = [
  'all',
  'Dashboard',
  'BoxOffice',
  'User',
  'Role',
  'Artist',
  'ShowCategory',
  'Producer',
  'SalesChannel',
  'TaxClass',
  'Room',
  'Show',
  'Event',
  'Pricing',
  'Order',
  'Cart',
  'Ticket',
  /** The door: scanning tickets, its counts and offline manifest (tickets/ticket-api.ts). */
  'CheckIn',
  'Analytics',
  'Outbox',
  // A picture sent for a form (POST /api/uploads); picture fields then accept only their writer's.
  'Upload',
  /** The business's legal mentions (Settings > Business), printed on tickets and receipts. */
  'Business',
  /** The tamper-evident journal: its entries, verification and archives (admins: their 'manage all'). */
  'Journal',
  /** A till (counter position, issue 23): sellers read them, admins create them. */
  'Till',
  /** A seller's session at a till: its seller opens, moves and closes it (`openedBy` its user). */
  'TillSession',
] as const;
export type Subject = (typeof subjects)[number];

export const roleNames = [
  'SUPER_ADMIN',
  'ADMIN',
  'SHOW_MANAGER',
  'PRODUCER',
  'BOX_OFFICE',
  'ARTIST',
] as const;
export type RoleName = (typeof roleNames)[number];

/** One permission rule as stored in the database and sent in `GET /auth/me` (SPEC section 6). */
export const permissionRuleSchema = z.object({
  action: z.union([z.enum(actions), z.array(z.enum(actions)).min(1)]),
  subject: z.union([z.enum(subjects), z.array(z.enum(subjects)).min(1)]),
  conditions: z.record(z.string(), z.unknown()).nullish(),
  fields: z.array(z.string()).nullish(),
  inverted: z.boolean().optional(),
});
export type PermissionRule = z.infer<typeof permissionRuleSchema>;

export type AppAbility = MongoAbility<[Action, Subject | ForcedSubject<Subject>]>;

/**
 * Ownership lives in rule conditions (`{ producerId: <the user's producer> }`), so the spec's `read_own`
 * and `manage_own` (route metadata of the web guards) are what any `read` / `update` rule grants,
 * conditional or not: a producer "reads its own shows" when it may read some show.
 */
const resolveAction = createAliasResolver({ read: 'read_own', update: 'manage_own' });

/**
 * The spec says the first matching rule wins; CASL lets the last one win. Rules are stored and sent in
 * the spec's order, and reversed here, the one place both apps build an ability. Placeholders in
 * conditions are filled in before (`interpolateRules`).
 */
export function buildAbility(rules: readonly PermissionRule[]): AppAbility {
  const caslRules = [...rules].reverse().map((rule) => ({
    action: rule.action,
    subject: rule.subject,
    ...(rule.conditions ? { conditions: rule.conditions } : {}),
    ...(rule.fields?.length ? { fields: rule.fields } : {}),
    ...(rule.inverted ? { inverted: true } : {}),
  })) as RawRuleOf<AppAbility>[];
  return createMongoAbility<AppAbility>(caslRules, { resolveAction });
}

const catalogue: Subject[] = [
  'Artist',
  'ShowCategory',
  'Producer',
  'SalesChannel',
  'TaxClass',
  'Room',
  'Pricing',
];

/** What a reader granted only part of a producer sees (a field-level rule): who it is, not its people. */
export const producerPublicFields = ['id', 'name', 'createdAt', 'updatedAt'] as const;

/** The placeholders stored conditions may use, filled in from the signed-in user (rule-placeholders.ts). */
const producer = '${user.producerId}';
const artist = '${user.artistId}';
const self = '${user.id}';
const changes = ['read', 'create', 'update', 'delete'] as const;

/**
 * Default rules of each role, seeded into the database (product.md "Roles and permissions"). Ownership
 * is a condition: a producer's shows carry its producer, an artist's shows list it among their artists.
 */
export const defaultRoleRules: Record<RoleName, PermissionRule[]> = {
  SUPER_ADMIN: [{ action: 'manage', subject: 'all' }],
  ADMIN: [
    // An ADMIN cannot change or delete a SUPER_ADMIN: this denial comes first, so it wins.
    {
      action: ['update', 'delete'],
      subject: 'User',
      conditions: { roleName: 'SUPER_ADMIN' },
      inverted: true,
    },
    { action: 'manage', subject: 'all' },
  ],
  SHOW_MANAGER: [
    { action: 'view', subject: 'Dashboard' },
    {
      action: 'manage',
      subject: ['Show', 'Event', 'Pricing', 'Room', 'Artist', 'Producer', 'ShowCategory', 'SalesChannel'],
    },
    { action: 'read', subject: ['TaxClass', 'Order', 'Analytics', 'Ticket'] },
    { action: 'approve_as_manager', subject: 'Order' },
    { action: 'manage', subject: 'CheckIn' },
    { action: 'create', subject: 'Upload' },
  ],
  PRODUCER: [
    { action: 'view', subject: 'Dashboard' },
    { action: [...changes], subject: ['Show', 'Event'], conditions: { producerId: producer } },
    { action: ['read', 'update'], subject: 'Producer', conditions: { id: producer } },
    { action: ['read', 'approve_as_producer'], subject: 'Order', conditions: { producerId: producer } },
    { action: 'read', subject: 'Ticket', conditions: { producerId: producer } },
    { action: 'read', subject: 'Analytics', conditions: { producerId: producer } },
    { action: 'read', subject: ['Artist', 'ShowCategory', 'SalesChannel', 'TaxClass', 'Room', 'Pricing'] },
    { action: 'create', subject: 'Upload' },
  ],
  BOX_OFFICE: [
    // Approvals belong to show managers and producers (product.md); the sellers' 'manage' must not cover them.
    { action: ['approve_as_manager', 'approve_as_producer'], subject: 'Order', inverted: true },
    { action: 'view', subject: ['Dashboard', 'BoxOffice'] },
    { action: 'manage', subject: ['Cart', 'Order', 'Ticket', 'CheckIn'] },
    { action: 'read', subject: ['Show', 'Event'] },
    { action: 'read', subject: catalogue },
    // Tills: a seller works in its own session only (admins manage every till and session).
    { action: 'read', subject: 'Till' },
    { action: ['create', 'read', 'update'], subject: 'TillSession', conditions: { openedBy: self } },
  ],
  ARTIST: [
    { action: 'view', subject: 'Dashboard' },
    { action: 'read', subject: ['Show', 'Event'], conditions: { artistIds: { $in: [artist] } } },
    { action: 'read', subject: ['Artist', 'ShowCategory', 'Room'] },
    // A producer's name, not its people: SIRET, responsible name and e-mail, address stay unread.
    { action: 'read', subject: 'Producer', fields: [...producerPublicFields] },
  ],
};
