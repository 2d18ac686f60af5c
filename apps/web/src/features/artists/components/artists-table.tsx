import { Anchor, Avatar, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Artist } from '@encore/shared/catalogue/artist.schema';
import { uploadUrl } from '@encore/shared/uploads/upload.schema';
import { createdAtColumn } from '@/components/resource/columns';
import { ResourceListTable } from '@/components/resource/resource-list-table';
import { apiBaseUrl } from '@/lib/api-client';
import { artists } from '../api/artist-queries';

/** The artists list: photo thumbnail, name, date added; names open the artist. */
export function ArtistsTable() {
  const { t, i18n } = useTranslation('catalogue');
  return (
    <ResourceListTable<Artist>
      queries={artists}
      name={(a) => a.name}
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
              <Anchor component={Link} to={`/artist/${a.id}`} size="sm" fw={500} dir="auto">
                {a.name}
              </Anchor>
            </Group>
          ),
        },
        createdAtColumn<Artist>(t, i18n.language),
      ]}
    />
  );
}
