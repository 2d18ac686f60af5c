import { Group, Stack, Title } from '@mantine/core';
import { subject } from '@casl/ability';
import { useNavigate, useParams } from 'react-router';
import { DeleteButton } from '@/components/resource/delete-button';
import { DetailState } from '@/components/resource/detail-state';
import { useAbility } from '@/lib/ability';
import { UserForm } from '@/features/users/components/user-form';
import { fullName } from '@/features/users/lib/full-name';
import { useUser } from '@/features/users/api/get-user';
import { useUpdateUser } from '@/features/users/api/update-user';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { userUpdateInputOf } from '@/features/users/lib/user-values';

export function Component() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const query = useUser(userId);
  const update = useUpdateUser(userId);
  const remove = useDeleteUser();
  const back = () => void navigate('/user/all');
  if (!query.data) return <DetailState isError={query.isError} error={query.error} />;
  const user = query.data;
  const name = fullName(user);
  // An ADMIN sees a SUPER_ADMIN read-only: the API would refuse the change anyway.
  const target = () => subject('User', { roleName: user.role?.name ?? null });
  return (
    <Stack maw={880}>
      <Group justify="space-between">
        <Title order={1}>{name}</Title>
        {ability.can('delete', target()) && (
          <DeleteButton name={name} onDelete={() => remove.mutateAsync(user.id)} onDeleted={back} />
        )}
      </Group>
      <UserForm
        key={user.updatedAt}
        user={user}
        readOnly={!ability.can('update', target())}
        loading={update.isPending}
        onCancel={back}
        onSubmit={(values) => update.mutateAsync(userUpdateInputOf(values))}
      />
    </Stack>
  );
}
