// The module's public surface: other modules import it from here only (eslint.config.js zones).
export type { UserRow, UserWithRole } from './users.repository';
export * as usersRepository from './users.repository';
export { userName } from './user-name';
