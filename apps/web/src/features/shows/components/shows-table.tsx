import { ActionIcon, Anchor, Avatar, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Show } from '@encore/shared/shows/show.schema';
import { showDateTime } from '@encore/shared/shows/show-time';
import { uploadUrl } from '@encore/shared/uploads/upload.schema';
import { ResourceTable, type ResourceColumn } from '@/components/resource/resource-table';
import type { ListState } from '@/components/resource/use-list-params';
import { apiBaseUrl } from '@/lib/api-client';
import { useAbility } from '@/lib/ability';
import { useShows, type ShowFilters } from '../api/list-shows';
import { formatDay, formatTime } from '../lib/show-format';
import { ShowStatusBadge } from './show-status-badge';

const wide = (theme: { breakpoints: Record<string, string> }) => `(min-width: ${theme.breakpoints.md})`;

/** The server-paged shows list; edit and events links only for those who may manage them. */
export function ShowsTable({ list, filters }: { list: ListState; filters: ShowFilters }) {
  const { t, i18n } = useTranslation('shows');
  const ability = useAbility();
  const query = useShows({ ...list.params, ...filters });
  const canEdit = ability.can('manage_own', 'Show');
  const canEvents = ability.can('manage_own', 'Event');
  const lang = i18n.language;
  const columns: ResourceColumn<Show>[] = [
    {
      accessor: 'name',
      title: t('list.name'),
      sortable: true,
      render: (s) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={s.poster ? uploadUrl(s.poster, 96, apiBaseUrl) : null}
            alt=""
            radius="sm"
            size={40}
            name={s.name}
            color="violet"
            variant="filled"
          />
          <Stack gap={0}>
            {canEdit ? (
              <Anchor component={Link} to={`/show/${s.id}`} size="sm" fw={500} dir="auto">
                {s.name}
              </Anchor>
            ) : (
              <Text size="sm" fw={500}>
                <span dir="auto">{s.name}</span>
              </Text>
            )}
            {s.subtitle && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                <span dir="auto">{s.subtitle}</span>
              </Text>
            )}
          </Stack>
        </Group>
      ),
    },
    { accessor: 'producerName', title: t('list.producer'), visibleMediaQuery: wide },
    { accessor: 'roomName', title: t('list.room'), visibleMediaQuery: wide },
    {
      // The API's next upcoming event: sorted server-side, shows with nothing to come last.
      accessor: 'nextEventAt',
      title: t('list.nextDate'),
      sortable: true,
      noWrap: true,
      render: (s) => {
        const next = s.nextEventAt ? showDateTime(s.nextEventAt) : null;
        const first = s.dates[0]?.date;
        const last = s.dates.at(-1)?.date;
        return (
          <Stack gap={0}>
            <Text size="sm">
              {next
                ? `${formatDay(next.date, lang)} · ${formatTime(next.time, lang)}`
                : t(first ? 'list.noUpcoming' : 'list.noDate')}
            </Text>
            {first && last && first !== last && (
              <Text size="xs" c="dimmed">
                {t('list.range', {
                  first: formatDay(first, lang, 'compact'),
                  last: formatDay(last, lang, 'compact'),
                })}
              </Text>
            )}
          </Stack>
        );
      },
    },
    { accessor: 'eventCount', title: t('list.events'), textAlign: 'right', visibleMediaQuery: wide },
    {
      accessor: 'status',
      title: t('list.status'),
      onPhone: true,
      noWrap: true,
      render: (s) => <ShowStatusBadge status={s.status} />,
    },
    {
      accessor: 'actions',
      title: t('list.actions'),
      textAlign: 'right',
      hidden: !canEdit && !canEvents,
      render: (s) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {canEdit && (
            <Tooltip label={t('list.edit')}>
              <ActionIcon
                component={Link}
                to={`/show/${s.id}`}
                variant="subtle"
                aria-label={t('list.editNamed', { name: s.name })}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {canEvents && (
            <Tooltip label={t('list.eventsAction')}>
              <ActionIcon
                component={Link}
                to={`/show/${s.id}/events`}
                variant="subtle"
                aria-label={t('list.eventsNamed', { name: s.name })}
              >
                <IconCalendarEvent size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];
  return <ResourceTable<Show> label={t('list.label')} list={list} query={query} columns={columns} />;
}
