import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconClockHour4,
  IconMailOff,
  IconTicketOff,
  IconUserPlus,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification, NotificationKind } from '@encore/shared/notifications/notification.schema';
import { localeOf } from '@/lib/i18n';

const looks: Record<NotificationKind, { icon: Icon; color: string }> = {
  order_pending: { icon: IconClockHour4, color: 'orange' },
  order_approved: { icon: IconCircleCheck, color: 'teal' },
  order_cancelled: { icon: IconX, color: 'gray' },
  order_item_cancelled: { icon: IconTicketOff, color: 'gray' },
  email_failed: { icon: IconMailOff, color: 'red' },
  signup: { icon: IconUserPlus, color: 'blue' },
};

/**
 * Where a notification leads: the order to approve or read, the account to activate, the very e-mail opened
 * in the outbox when it failed without an order (a password reset...), so it can be read whole.
 */
function linkOf(n: Notification): string | null {
  if (n.kind === 'signup') return `/user/all?status=deactivated&q=${encodeURIComponent(n.data.email ?? '')}`;
  if (n.kind === 'email_failed' && !n.orderId)
    return n.emailId ? `/inbox?tab=outbox&email=${n.emailId}` : '/inbox?tab=outbox';
  return n.orderId ? `/order/${n.orderId}` : null;
}

/** The texts of a kind: a failed e-mail reads differently without an order (it carries no tickets). */
const textsOf = (n: Notification) =>
  n.kind === 'email_failed' && !n.orderId ? 'email_failed_other' : n.kind;

function placeOf(n: Notification, t: TFunction<'inbox'>) {
  const place = n.data.place;
  if (!place) return '';
  const area = place.area ?? '';
  return place.seat
    ? t('place.seat', { area, row: place.row ?? '', seat: place.seat })
    : t('place.admissions', { area, count: place.quantity });
}

/** One line of the inbox: what happened, when, and the way to act on it. */
export function NotificationItem({
  notification: n,
  onRead,
}: {
  notification: Notification;
  onRead: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('inbox');
  const { icon: KindIcon, color } = looks[n.kind];
  const unread = !n.readAt;
  const params = {
    number: n.data.orderNumber ?? '',
    show: n.data.showName ?? t('noShow'),
    customer: n.data.customerName ?? '',
    by: n.data.byName ?? '',
    name: n.data.userName ?? '',
    email: n.data.email ?? '',
    as: n.data.as ? t(`as.${n.data.as}`) : '',
    subject: n.data.subject ?? '',
    place: placeOf(n, t),
  };
  const texts = textsOf(n);
  const title = t(`kinds.${texts}.title`, params);
  const link = linkOf(n);
  // Opened is read, an order to approve too (its page asks for the approval; a notification left unread
  // after it was opened looked unopened to the team).
  const readOnOpen = unread;
  const when = new Date(n.createdAt).toLocaleString(localeOf(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Paper withBorder p="sm" bg={unread ? 'var(--mantine-color-default-hover)' : undefined}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon color={color} variant="light" size="lg" aria-hidden>
          <KindIcon size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {link ? (
              <Anchor
                component={Link}
                to={link}
                fw={unread ? 700 : 500}
                onClick={() => readOnOpen && onRead(n.id)}
              >
                {title}
              </Anchor>
            ) : (
              <Text fw={unread ? 700 : 500}>{title}</Text>
            )}
            {unread && (
              <Badge size="sm" variant="light" color="violet">
                {t('unread')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{t(`kinds.${texts}.body`, params)}</Text>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              <time dateTime={n.createdAt}>{when}</time>
            </Text>
            {unread && (
              <Button size="compact-xs" variant="subtle" onClick={() => onRead(n.id)}>
                {t('markRead')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
