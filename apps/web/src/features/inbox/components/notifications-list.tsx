import { Button, Center, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsPageSize, useNotifications } from '../api/list-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

const pageSize = notificationsPageSize;

/** The signed-in user's notifications, all or unread only, newest first, with mark-read actions. */
export function NotificationsList() {
  const { t } = useTranslation('inbox');
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const { data, isPending } = useNotifications({ page, pageSize, unread: filter === 'unread' });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = data?.data ?? [];
  const pages = Math.max(1, Math.ceil((data?.meta.total ?? 0) / pageSize));
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={t('filter')}
          value={filter}
          onChange={(value) => {
            setFilter(value as 'all' | 'unread');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('all') },
            { value: 'unread', label: t('unreadOnly') },
          ]}
        />
        <Button
          variant="default"
          leftSection={<IconChecks size={16} aria-hidden />}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </Group>
      {!isPending && !items.length && (
        <Center py="xl">
          <Text c="dimmed">{filter === 'unread' ? t('noUnread') : t('empty')}</Text>
        </Center>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('title')}>
        {items.map((n) => (
          <li key={n.id}>
            <NotificationItem notification={n} onRead={(id) => markRead.mutate(id)} />
          </li>
        ))}
      </Stack>
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
    </Stack>
  );
}
