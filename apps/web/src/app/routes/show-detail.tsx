import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DetailState } from '@/components/resource/detail-state';
import { useAbility } from '@/lib/ability';
import { useShow } from '@/features/shows/api/get-show';
import { useUpdateShow } from '@/features/shows/api/update-show';
import { ShowForm } from '@/features/shows/components/show-form';
import { ShowStatusBadge } from '@/features/shows/components/show-status-badge';
import { showValuesOf } from '@/features/shows/lib/show-values';

export function Component() {
  const { showId = '' } = useParams();
  const { t } = useTranslation('shows');
  const navigate = useNavigate();
  const ability = useAbility();
  const query = useShow(showId);
  const update = useUpdateShow(showId);
  if (!query.data) return <DetailState isError={query.isError} error={query.error} />;
  const show = query.data;
  return (
    <Stack maw={1100}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{show.name}</Title>
            <ShowStatusBadge status={show.status} />
          </Group>
          {show.subtitle && <Text c="dimmed">{show.subtitle}</Text>}
        </Stack>
        {ability.can('manage_own', 'Event') && (
          <Button
            component={Link}
            to={`/show/${show.id}/events`}
            variant="light"
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
          >
            {t('events.title')} ({show.eventCount})
          </Button>
        )}
      </Group>
      <ShowForm
        key={show.updatedAt}
        initialValues={showValuesOf(show)}
        loading={update.isPending}
        onCancel={() => void navigate('/show/all')}
        onSubmit={(input) => update.mutateAsync(input)}
      />
    </Stack>
  );
}
