import 'mantine-datatable/styles.css';
import { Anchor, Badge, Group } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShowEvent } from '@encore/shared/shows/event.schema';
import { useAbility } from '@/lib/ability';
import { formatDay, formatTime } from '../lib/show-format';
import { CancelEventButton } from './cancel-event-button';
import { ReinstateEventButton } from './reinstate-event-button';
import { RemoveEventButton } from './remove-event-button';

interface ShowEventsTableProps {
  events: ShowEvent[];
  fetching: boolean;
  /** More actions of an event, composed by the screen (the box-office statement's downloads). */
  eventTools?: (event: ShowEvent, label: string) => ReactNode;
}

/** The show's events in date order with their counts; the whole season fits one screen, so no paging. */
export function ShowEventsTable({ events, fetching, eventTools }: ShowEventsTableProps) {
  const { t, i18n } = useTranslation('shows');
  const ability = useAbility();
  const canReadOrders = ability.can('read', 'Order') || ability.can('read_own', 'Order');
  const lang = i18n.language;
  const number = new Intl.NumberFormat(lang.startsWith('en') ? 'en-US' : 'fr-FR');
  return (
    <DataTable<ShowEvent>
      aria-label={t('events.label')}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={events.length ? undefined : 160}
      records={events}
      fetching={fetching}
      noRecordsText={t('events.empty')}
      columns={[
        { accessor: 'date', title: t('events.date'), noWrap: true, render: (e) => formatDay(e.date, lang) },
        { accessor: 'time', title: t('events.time'), noWrap: true, render: (e) => formatTime(e.time, lang) },
        {
          accessor: 'roomName',
          title: t('events.room'),
          // Every event is in the show's room, named above the table: narrow screens skip the column.
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
        },
        {
          accessor: 'capacity',
          title: t('events.capacity'),
          textAlign: 'right',
          render: (e) => number.format(e.capacity),
        },
        {
          accessor: 'held',
          title: t('events.held'),
          textAlign: 'right',
          render: (e) => number.format(e.held),
        },
        {
          accessor: 'sold',
          title: t('events.sold'),
          textAlign: 'right',
          // The event's orders, for those who read orders.
          render: (e) =>
            e.sold + e.held > 0 && canReadOrders ? (
              <Anchor
                component={Link}
                to={`/order/all?eventId=${e.id}`}
                size="sm"
                aria-label={t('events.soldOrders', { count: e.sold, formatted: number.format(e.sold) })}
              >
                {number.format(e.sold)}
              </Anchor>
            ) : (
              number.format(e.sold)
            ),
        },
        {
          accessor: 'status',
          title: t('events.status'),
          render: (e) => (
            <Badge color={e.status === 'scheduled' ? 'teal' : 'red'} variant="dot">
              {t(`events.statuses.${e.status}`)}
            </Badge>
          ),
        },
        {
          accessor: 'actions',
          title: t('events.actions'),
          textAlign: 'right',
          hidden: !ability.can('manage_own', 'Event') && !eventTools,
          render: (e) => {
            const at = { eventId: e.id, date: formatDay(e.date, lang), time: formatTime(e.time, lang) };
            return (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {eventTools?.(e, `${at.date} ${at.time}`)}
                {ability.can('manage_own', 'Event') && (
                  <>
                    {e.status === 'scheduled' ? (
                      <CancelEventButton {...at} />
                    ) : (
                      <ReinstateEventButton {...at} />
                    )}
                    <RemoveEventButton {...at} />
                  </>
                )}
              </Group>
            );
          },
        },
      ]}
    />
  );
}
