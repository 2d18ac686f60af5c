import { Group, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { DeleteButton } from '@/components/resource/delete-button';
import { DetailState } from '@/components/resource/detail-state';
import { useAbility } from '@/lib/ability';
import { ArtistForm } from '@/features/artists/components/artist-form';
import { useArtist } from '@/features/artists/api/get-artist';
import { useUpdateArtist } from '@/features/artists/api/update-artist';
import { useDeleteArtist } from '@/features/artists/api/delete-artist';

export function Component() {
  const { artistId = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const query = useArtist(artistId);
  const update = useUpdateArtist(artistId);
  const remove = useDeleteArtist();
  const back = () => void navigate('/artist/all');
  if (!query.data) return <DetailState isError={query.isError} />;
  const artist = query.data;
  return (
    <Stack maw={720}>
      <Group justify="space-between">
        <Title order={1}>{artist.name}</Title>
        {ability.can('delete', 'Artist') && (
          <DeleteButton name={artist.name} onDelete={() => remove.mutateAsync(artist.id)} onDeleted={back} />
        )}
      </Group>
      <ArtistForm
        key={artist.updatedAt}
        artist={artist}
        readOnly={!ability.can('update', 'Artist')}
        loading={update.isPending}
        onCancel={back}
        onSubmit={(values) => update.mutateAsync(values)}
      />
    </Stack>
  );
}
