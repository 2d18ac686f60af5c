import { Anchor, Avatar, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Artist } from '@encore/shared/catalogue/artist.schema';
import { uploadUrl } from '@encore/shared/uploads/upload.schema';
import { createdAtColumn, deleteColumn } from '@/components/resource/columns';
import { ResourceTable } from '@/components/resource/resource-table';
import { useListParams } from '@/components/resource/use-list-params';
import { apiBaseUrl } from '@/lib/api-client';
import { useAbility } from '@/lib/ability';
import { useArtists } from '../api/list-artists';
import { useDeleteArtist } from '../api/delete-artist';

/** The artists list: photo thumbnail, name, date added; names open the artist. */
export function ArtistsTable() {
  const { t, i18n } = useTranslation('catalogue');
  const ability = useAbility();
  const list = useListParams({ columnAccessor: 'name', direction: 'asc' });
  const query = useArtists(list.params);
  const remove = useDeleteArtist();
  const canDelete = ability.can('delete', 'Artist');
  return (
    <ResourceTable<Artist>
      label={t('artist.plural')}
      list={list}
      query={query}
      columns={[
        {
          accessor: 'name',
          title: t('artist.fields.name'),
          sortable: true,
          render: (a) => (
            <Group gap="sm" wrap="nowrap">
              <Avatar
                src={a.photo ? uploadUrl(a.photo, 96, apiBaseUrl) : null}
                alt=""
                radius="xl"
                size={36}
                name={a.name}
                color="violet"
                variant="filled"
              />
              <Anchor component={Link} to={`/artist/${a.id}`} size="sm" fw={500}>
                {a.name}
              </Anchor>
            </Group>
          ),
        },
        createdAtColumn<Artist>(t, i18n.language),
        deleteColumn<Artist>(t, { allowed: canDelete, name: (a) => a.name, remove: remove.mutateAsync }),
      ]}
    />
  );
}
