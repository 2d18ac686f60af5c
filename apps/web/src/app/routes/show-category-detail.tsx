import { Group, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { DeleteButton } from '@/components/resource/delete-button';
import { DetailState } from '@/components/resource/detail-state';
import { useAbility } from '@/lib/ability';
import { ShowCategoryForm } from '@/features/show-categories/components/show-category-form';
import { useShowCategory } from '@/features/show-categories/api/get-show-category';
import { useUpdateShowCategory } from '@/features/show-categories/api/update-show-category';
import { useDeleteShowCategory } from '@/features/show-categories/api/delete-show-category';

export function Component() {
  const { showCategoryId = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const query = useShowCategory(showCategoryId);
  const update = useUpdateShowCategory(showCategoryId);
  const remove = useDeleteShowCategory();
  const back = () => void navigate('/settings/show-category/all');
  if (!query.data) return <DetailState isError={query.isError} />;
  const category = query.data;
  return (
    <Stack maw={720}>
      <Group justify="space-between">
        <Title order={1}>{category.label}</Title>
        {ability.can('delete', 'ShowCategory') && (
          <DeleteButton
            name={category.label}
            onDelete={() => remove.mutateAsync(category.id)}
            onDeleted={back}
          />
        )}
      </Group>
      <ShowCategoryForm
        key={category.updatedAt}
        category={category}
        readOnly={!ability.can('update', 'ShowCategory')}
        loading={update.isPending}
        onCancel={back}
        onSubmit={(values) => update.mutateAsync(values)}
      />
    </Stack>
  );
}
