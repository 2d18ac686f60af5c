import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A role's permission rules, in the spec's order: the lowest position matches first. */
export const permissionRules = pgTable('permission_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  roleId: uuid('role_id')
    .notNull()
    .references(() => roles.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  action: jsonb('action').$type<string | string[]>().notNull(),
  subject: jsonb('subject').$type<string | string[]>().notNull(),
  conditions: jsonb('conditions').$type<Record<string, unknown>>(),
  fields: jsonb('fields').$type<string[]>(),
  inverted: boolean('inverted').notNull().default(false),
});
