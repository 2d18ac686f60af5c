// Drizzle needs every table in one object for relational queries and drizzle-kit; this is that list.
export * from './schema/roles';
export * from './schema/users';
export * from './schema/sessions';
export * from './schema/outbox';
