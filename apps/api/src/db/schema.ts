// Drizzle needs every table in one object for relational queries and drizzle-kit; this is that list.
export * from './schema/roles';
export * from './schema/users';
export * from './schema/sessions';
export * from './schema/outbox';
export * from './schema/artists';
export * from './schema/show-categories';
export * from './schema/producers';
export * from './schema/sales-channels';
export * from './schema/tax-classes';
export * from './schema/rooms';
export * from './schema/pricings';
export * from './schema/shows';
export * from './schema/events';
export * from './schema/orders';
export * from './schema/order-items';
