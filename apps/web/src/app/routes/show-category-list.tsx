import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/resource/page-header';
import { ShowCategoriesTable } from '@/features/show-categories/components/show-categories-table';

export function Component() {
  const { t } = useTranslation('catalogue');
  return (
    <Stack>
      <PageHeader
        title={t('showCategory.plural')}
        subject="ShowCategory"
        addTo="/settings/show-category/add"
      />
      <ShowCategoriesTable />
    </Stack>
  );
}
