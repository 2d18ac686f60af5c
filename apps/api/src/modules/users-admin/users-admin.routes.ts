import { userResource } from '@encore/shared/users/user.resource';
import { crudRoutes } from '../../lib/crud-routes';
import type { UsersAdminService } from './users-admin.service';

/** `/users`: the administrators' list of accounts (activation, roles, links to producer/artist). */
export const usersAdminRoutes = (service: UsersAdminService) =>
  crudRoutes({ resource: userResource, service });
