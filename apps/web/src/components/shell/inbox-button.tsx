import { ActionIcon, Indicator } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from '@/lib/inbox/unread-count';
import { useInboxStream } from '@/lib/inbox/use-inbox-stream';

/** The header's way to the inbox, with the unread count kept live by the inbox stream. */
export function InboxButton({ userId }: { userId: string }) {
  const { t } = useTranslation();
  useInboxStream(userId);
  const unread = useUnreadCount(true).data ?? 0;
  const label = unread ? t('inbox.unreadLabel', { count: unread }) : t('nav.inbox');
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={!unread}
      size={18}
      offset={4}
      color="red"
      data-testid="inbox-unread"
    >
      <ActionIcon component={Link} to="/inbox" variant="default" size="lg" aria-label={label} title={label}>
        <IconInbox size={18} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
