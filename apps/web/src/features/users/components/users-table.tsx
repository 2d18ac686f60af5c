import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { subject } from '@casl/ability';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { uploadUrl } from '@encore/shared/uploads/upload.schema';
import type { User } from '@encore/shared/users/user.schema';
import { CopyValueButton } from '@/components/common/copy-value-button';
import { createdAtColumn } from '@/components/resource/columns';
import { ResourceTable } from '@/components/resource/resource-table';
import { RowActions } from '@/components/resource/row-actions';
import { useListParams } from '@/components/resource/use-list-params';
import { useAbility } from '@/lib/ability';
import { apiBaseUrl } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { useUsers, type UserFilters as Filters } from '../api/list-users';
import { fullName } from '../lib/full-name';
import { ActivateUserButton } from './activate-user-button';
import { UserFilters } from './user-filters';

const filterKeys = ['role', 'status', 'ownedOnly', 'createdByMe'] as const;

/** The filters as the address keeps them (`?role=ADMIN&status=activated&ownedOnly=true`). */
function filtersOf(values: Partial<Record<(typeof filterKeys)[number], string>>): Filters {
  const status = values.status === 'activated' || values.status === 'deactivated' ? values.status : undefined;
  return {
    role: values.role,
    status,
    ownedOnly: values.ownedOnly === 'true' || undefined,
    createdByMe: values.createdByMe === 'true' || undefined,
  };
}

/** The users list: server-side search, filters, sort and paging; actions follow the user's rights. */
export function UsersTable() {
  const { t, i18n } = useTranslation('users');
  const { t: tc } = useTranslation('catalogue');
  const ability = useAbility();
  const navigate = useNavigate();
  const list = useListParams({ columnAccessor: 'createdAt', direction: 'desc' }, filterKeys);
  const filters = filtersOf(list.filters);
  const query = useUsers({ ...list.params, ...filters });
  const remove = useDeleteUser();
  // Per row: an ADMIN's rules deny changing or deleting a SUPER_ADMIN.
  const can = (action: 'update' | 'delete', u: User) =>
    ability.can(action, subject('User', { roleName: u.role?.name ?? null }));
  const canGrantSuperAdmin = ability.can('update', subject('User', { roleName: 'SUPER_ADMIN' }));
  return (
    <Stack gap="sm">
      <UserFilters value={filters} onChange={(next) => list.setFilters(next)} />
      <ResourceTable<User>
        label={t('plural')}
        list={list}
        query={query}
        columns={[
          {
            accessor: 'name',
            title: t('fields.name'),
            sortable: true,
            render: (u) => (
              <Group gap="sm" wrap="nowrap">
                <Avatar
                  src={u.profilePicture ? uploadUrl(u.profilePicture, 96, apiBaseUrl) : null}
                  alt=""
                  radius="xl"
                  size={32}
                  name={fullName(u)}
                  color="violet"
                  variant="filled"
                />
                <Anchor component={Link} to={`/user/${u.id}`} size="sm" fw={500} dir="auto">
                  {fullName(u)}
                </Anchor>
              </Group>
            ),
          },
          {
            accessor: 'email',
            title: t('fields.email'),
            sortable: true,
            render: (u) => (
              <Group gap={4} wrap="nowrap">
                {u.email}
                <CopyValueButton value={u.email} />
              </Group>
            ),
          },
          {
            accessor: 'role',
            title: t('fields.role'),
            sortable: true,
            render: (u) =>
              u.role ? (
                t(`common:roles.${u.role.name}`)
              ) : (
                <Text size="sm" c="dimmed" fs="italic">
                  {t('role.none')}
                </Text>
              ),
          },
          {
            accessor: 'activated',
            title: t('fields.status'),
            sortable: true,
            onPhone: true,
            render: (u) => (
              <Badge variant="dot" color={u.activated ? 'teal' : 'gray'}>
                {t(u.activated ? 'status.activated' : 'status.deactivated')}
              </Badge>
            ),
          },
          createdAtColumn<User>(tc, i18n.language),
          {
            accessor: 'actions',
            title: tc('list.actions'),
            textAlign: 'right',
            render: (u) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                {!u.activated && can('update', u) && (
                  <ActivateUserButton user={u} canGrantSuperAdmin={canGrantSuperAdmin} />
                )}
                <RowActions
                  name={fullName(u)}
                  onEdit={can('update', u) ? () => void navigate(`/user/${u.id}`) : undefined}
                  onDelete={can('delete', u) ? () => remove.mutateAsync(u.id) : undefined}
                />
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
