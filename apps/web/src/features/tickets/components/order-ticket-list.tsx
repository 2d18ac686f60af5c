import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@encore/shared/orders/order.schema';
import type { Ticket, TicketStatus } from '@encore/shared/tickets/ticket.schema';
import { CopyValueButton } from '@/components/common/copy-value-button';
import { ToneBadge, type Tone } from '@/components/common/tone-badge';
import { useAbility } from '@/lib/ability';
import { notify } from '@/lib/notify';
import { downloadTicketPdf } from '../api/ticket-pdf';
import { useOrderTickets } from '../api/ticket-queries';
import { ticketPermissions } from '../lib/ticket-permissions';

const tones: Record<TicketStatus, Tone> = { valid: 'green', pending: 'orange', void: 'gray' };

/** Each ticket of the order: its place, its code (to read out or copy) and its own PDF. */
export function OrderTicketList({ order }: { order: Order }) {
  const { t } = useTranslation('tickets');
  const ability = useAbility();
  const tickets = useOrderTickets(order.id, ability.can('read', 'Ticket'));
  const allowed = ticketPermissions(ability, order, tickets.data);
  const [busy, setBusy] = useState<string | null>(null);
  if (!allowed.read || !tickets.data?.length) return null;
  const placeOf = (ticket: Ticket) =>
    ticket.seatLabel
      ? t('list.seat', { area: ticket.areaLabel ?? '', row: ticket.rowLabel ?? '', seat: ticket.seatLabel })
      : t('list.admission', { area: ticket.areaLabel ?? '', number: ticket.admission });
  const download = async (ticket: Ticket) => {
    setBusy(ticket.id);
    try {
      await downloadTicketPdf(ticket.id, `${ticket.orderNumber}-${ticket.code}`);
    } catch {
      notify('error', t('messages.pdfFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="tickets-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tickets-title">
          {t('list.title', { count: tickets.data.length })}
        </Title>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {tickets.data.map((ticket) => (
            <Group
              key={ticket.id}
              component="li"
              justify="space-between"
              gap="xs"
              wrap="wrap"
              data-testid="order-ticket"
            >
              <Stack gap={2}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={500}>
                    {placeOf(ticket)}
                  </Text>
                  <ToneBadge tone={tones[ticket.status]}>{t(`list.status.${ticket.status}`)}</ToneBadge>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {t('list.code')}
                  </Text>
                  <Code data-testid="ticket-code">{ticket.code}</Code>
                  <CopyValueButton value={ticket.code} label={t('list.codeOf', { place: placeOf(ticket) })} />
                </Group>
              </Stack>
              {ticket.status === 'valid' && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                  loading={busy === ticket.id}
                  disabled={busy !== null && busy !== ticket.id}
                  onClick={() => void download(ticket)}
                  aria-label={t('list.pdfOf', { place: placeOf(ticket) })}
                  data-testid="ticket-pdf"
                >
                  {t('list.pdf')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
