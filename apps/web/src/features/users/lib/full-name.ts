import type { User } from '@encore/shared/users/user.schema';

/** "First Last", or the first name alone: how a person is named in lists, titles and dialogs. */
export const fullName = (u: Pick<User, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');
