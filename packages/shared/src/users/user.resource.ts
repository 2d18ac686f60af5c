import { defineResource } from '../resources/define-resource';
import {
  userCreateSchema,
  userListQuerySchema,
  userSchema,
  userSortFields,
  userUpdateSchema,
} from './user.schema';

export const userResource = defineResource({
  name: 'users',
  subject: 'User',
  label: 'User',
  routeBase: '/user',
  param: 'userId',
  screens: ['list', 'add', 'detail'],
  i18n: { namespace: 'users' },
  schemas: {
    item: userSchema,
    create: userCreateSchema,
    update: userUpdateSchema,
    listQuery: userListQuerySchema,
  },
  sort: { fields: userSortFields, default: '-createdAt' },
  filters: ['role', 'status', 'createdByMe', 'ownedOnly'],
});
