import { Accordion, Anchor, Button, Group, NativeSelect, Pagination, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxStatuses, type OutboxStatus } from '@encore/shared/notifications/outbox.schema';
import { ToneBadge, type Tone } from '@/components/common/tone-badge';
import { localeOf } from '@/lib/i18n';
import { useOutbox } from '../api/list-outbox';

const pageSize = 25;
const statusTones: Record<OutboxStatus, Tone> = {
  pending: 'orange',
  sent: 'green',
  failed: 'red',
  kept: 'blue',
};

/** An e-mail's text with its addresses as links, so a reset link can be followed from here. */
function Linked({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text.split(/(https?:\/\/\S+)/).map((part, i) =>
        i % 2 ? (
          <Anchor key={i} href={part}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

/**
 * Every e-mail with its state, for admins: without SMTP they are kept here, whole. `openId`: that e-mail
 * alone, opened (a failed e-mail's notification leads there), with the way back to all of them.
 */
export function OutboxList({ openId, onShowAll }: { openId?: string | undefined; onShowAll?: () => void }) {
  const { t, i18n } = useTranslation('inbox');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OutboxStatus | undefined>();
  const { data } = useOutbox(openId ? { page: 1, pageSize, id: openId } : { page, pageSize, status });
  const emails = data?.data ?? [];
  const pages = Math.max(1, Math.ceil((data?.meta.total ?? 0) / pageSize));
  const format = (iso: string) =>
    new Date(iso).toLocaleString(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('outbox.intro')}
      </Text>
      {openId ? (
        <Group>
          <Button variant="light" size="xs" onClick={onShowAll}>
            {t('outbox.showAll')}
          </Button>
        </Group>
      ) : (
        <NativeSelect
          label={t('outbox.status')}
          w={220}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.currentTarget.value || undefined) as OutboxStatus | undefined);
            setPage(1);
          }}
          data={[
            { value: '', label: t('outbox.allStatuses') },
            ...outboxStatuses.map((s) => ({ value: s, label: t(`outbox.statuses.${s}`) })),
          ]}
        />
      )}
      {data && !emails.length && <Text c="dimmed">{t('outbox.empty')}</Text>}
      <Accordion key={openId ?? ''} defaultValue={openId ?? null} variant="separated" chevronPosition="left">
        {emails.map((email) => (
          <Accordion.Item key={email.id} value={email.id}>
            <Accordion.Control>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {email.subject}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {t('outbox.to', { to: email.to })} · {format(email.createdAt)}
                  </Text>
                </Stack>
                <ToneBadge tone={statusTones[email.status]}>{t(`outbox.statuses.${email.status}`)}</ToneBadge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Linked text={email.text} />
              {email.attachment && (
                <Group gap={6} mt="xs" wrap="nowrap" data-testid="outbox-attachment">
                  <IconPaperclip size={16} aria-hidden />
                  <Text size="sm">{t('outbox.attachment', { count: email.attachment.ticketCount })}</Text>
                </Group>
              )}
              {email.lastError && (
                <Text size="xs" c="red" mt="xs">
                  {t('outbox.lastError', { attempts: email.attempts, error: email.lastError })}
                </Text>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {!openId && pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
    </Stack>
  );
}
