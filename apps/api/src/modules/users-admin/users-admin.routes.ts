import {
  userCreateSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from '@encore/shared/users/user.schema';
import { crudRoutes } from '../../lib/crud-routes';
import type { UsersAdminService } from './users-admin.service';

/** `/users`: the administrators' list of accounts (activation, roles, links to producer/artist). */
export const usersAdminRoutes = (service: UsersAdminService) =>
  crudRoutes({
    tag: 'users',
    subject: 'User',
    service,
    schemas: {
      item: userSchema,
      create: userCreateSchema,
      update: userUpdateSchema,
      listQuery: userListQuerySchema,
    },
  });
