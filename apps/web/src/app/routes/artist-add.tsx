import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ArtistForm } from '@/features/artists/components/artist-form';
import { useCreateArtist } from '@/features/artists/api/create-artist';

export function Component() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const create = useCreateArtist();
  return (
    <Stack maw={720}>
      <Title order={1}>{t('artist.add')}</Title>
      <ArtistForm
        loading={create.isPending}
        onCancel={() => void navigate('/artist/all')}
        onSubmit={async (values) => {
          const artist = await create.mutateAsync(values);
          void navigate(`/artist/${artist.id}`, { replace: true });
        }}
      />
    </Stack>
  );
}
