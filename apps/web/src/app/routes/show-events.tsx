import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailState } from '@/components/resource/detail-state';
import { useAbility } from '@/lib/ability';
import { useShow } from '@/features/shows/api/get-show';
import { useShowEvents } from '@/features/shows/api/list-show-events';
import { AddEventForm } from '@/features/shows/components/add-event-form';
import { ShowDatesProvider } from '@/features/shows/components/show-dates-provider';
import { ShowEventsTable } from '@/features/shows/components/show-events-table';
import { ShowStatusBadge } from '@/features/shows/components/show-status-badge';
import { StatementButtons } from '@/features/returns/components/statement-buttons';

export function Component() {
  const { showId = '' } = useParams();
  const { t } = useTranslation('shows');
  const ability = useAbility();
  const show = useShow(showId);
  const events = useShowEvents(showId);
  if (!show.data) return <DetailState isError={show.isError} error={show.error} />;
  const canEditShow = ability.can('manage_own', 'Show');
  return (
    <ShowDatesProvider>
      <Stack>
        <Anchor component={Link} to={canEditShow ? `/show/${showId}` : '/show/all'} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t(canEditShow ? 'events.backToShow' : 'events.backToList')}
          </Group>
        </Anchor>
        <Group gap="sm">
          <Title order={1}>{t('events.titleOf', { name: show.data.name })}</Title>
          <ShowStatusBadge status={show.data.status} />
        </Group>
        <Text c="dimmed" size="sm">
          {show.data.roomName}
        </Text>
        {show.data.status === 'archived' && <Alert color="gray">{t('events.archived')}</Alert>}
        {ability.can('manage_own', 'Event') && <AddEventForm showId={showId} />}
        {events.isError ? (
          <DetailState isError />
        ) : (
          <ShowEventsTable
            events={events.data ?? []}
            fetching={events.isFetching}
            eventTools={
              ability.can('read', 'Analytics')
                ? (event, label) => <StatementButtons eventId={event.id} label={label} />
                : undefined
            }
          />
        )}
      </Stack>
    </ShowDatesProvider>
  );
}
