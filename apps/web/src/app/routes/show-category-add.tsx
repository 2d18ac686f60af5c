import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ShowCategoryForm } from '@/features/show-categories/components/show-category-form';
import { useCreateShowCategory } from '@/features/show-categories/api/create-show-category';

export function Component() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const create = useCreateShowCategory();
  return (
    <Stack maw={720}>
      <Title order={1}>{t('showCategory.add')}</Title>
      <ShowCategoryForm
        loading={create.isPending}
        onCancel={() => void navigate('/settings/show-category/all')}
        onSubmit={async (values) => {
          const category = await create.mutateAsync(values);
          void navigate(`/settings/show-category/${category.id}`, { replace: true });
        }}
      />
    </Stack>
  );
}
