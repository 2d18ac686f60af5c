import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/resource/page-header';
import { ArtistsTable } from '@/features/artists/components/artists-table';

export function Component() {
  const { t } = useTranslation('catalogue');
  return (
    <Stack>
      <PageHeader title={t('artist.plural')} subject="Artist" addTo="/artist/add" />
      <ArtistsTable />
    </Stack>
  );
}
