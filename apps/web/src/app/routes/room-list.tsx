import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/resource/page-header';
import { RoomsTable } from '@/features/rooms/components/rooms-table';

export function Component() {
  const { t } = useTranslation('rooms');
  return (
    <Stack>
      <PageHeader title={t('plural')} subject="Room" addTo="/room/add" />
      <RoomsTable />
    </Stack>
  );
}
