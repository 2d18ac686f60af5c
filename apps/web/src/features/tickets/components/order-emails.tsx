import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmailStatus } from '@encore/shared/tickets/ticket-email.schema';
import { ToneBadge, type Tone } from '@/components/common/tone-badge';
import { useAbility } from '@/lib/ability';
import { localeOf } from '@/lib/i18n';
import { useOrderEmails } from '../api/ticket-queries';

const tones: Record<EmailStatus, Tone> = { pending: 'orange', sent: 'green', failed: 'red', kept: 'gray' };

/** The order's e-mails, newest first, and their state (retried, sent, given up, kept without SMTP). */
export function OrderEmails({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('tickets');
  const readable = useAbility().can('read', 'Ticket');
  const emails = useOrderEmails(orderId, readable);
  if (!readable) return null;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(localeOf(i18n.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="emails-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="emails-title">
          {t('emails.title')}
        </Title>
        {emails.isError && <Alert color="red">{t('emails.loadFailed')}</Alert>}
        {emails.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('emails.none')}
          </Text>
        )}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {emails.data?.map((email) => (
            <Stack key={email.id} gap={2} component="li" data-testid="order-email">
              <Group gap="xs" wrap="wrap">
                <ToneBadge tone={tones[email.status]}>{t(`emails.status.${email.status}`)}</ToneBadge>
                <Text size="sm" fw={600}>
                  {email.subject}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {t('emails.line', {
                  to: email.to,
                  at: when(email.sentAt ?? email.createdAt),
                  count: email.ticketCount,
                })}
                {email.attempts > 1 && ` · ${t('emails.attempts', { count: email.attempts })}`}
              </Text>
              {email.lastError && email.status !== 'sent' && (
                <Text size="xs" c="red">
                  {t('emails.lastError', { error: email.lastError })}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
