import { Button, Group, Tooltip } from '@mantine/core';
import { IconDownload, IconMail, IconPrinter, IconTicket } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@encore/shared/orders/order.schema';
import { useAbility } from '@/lib/ability';
import { notify } from '@/lib/notify';
import { downloadTicketsPdf, printTicketsPdf, TicketsPrintError } from '../api/ticket-pdf';
import { useEmailTickets, useGenerateTickets, useOrderTickets } from '../api/ticket-queries';
import { ticketPermissions } from '../lib/ticket-permissions';

type Busy = 'generate' | 'download' | 'print' | 'email' | null;

const emailMessages = {
  sent: 'messages.emailSent',
  pending: 'messages.emailQueued',
  kept: 'messages.emailKept',
  failed: 'messages.emailFailed',
} as const;

/**
 * Generate, download, print and e-mail an order's tickets, each shown when the user's rules allow it (the
 * box office right after a sale, and the order page). The spec's messages say how each went.
 */
export function TicketActions({ order, size = 'sm' }: { order: Order; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('tickets');
  const ability = useAbility();
  const tickets = useOrderTickets(order.id, ability.can('read', 'Ticket'));
  const allowed = ticketPermissions(ability, order, tickets.data);
  const generate = useGenerateTickets(order.id);
  const email = useEmailTickets(order.id);
  const [busy, setBusy] = useState<Busy>(null);
  const run = async (
    which: Busy,
    action: () => Promise<unknown>,
    ok: string | null,
    failed: string | ((error: unknown) => string),
  ) => {
    setBusy(which);
    try {
      await action();
      if (ok) notify('success', t(ok));
    } catch (error) {
      notify('error', t(typeof failed === 'string' ? failed : failed(error)));
    } finally {
      setBusy(null);
    }
  };
  if (!allowed.read && !allowed.create) return null;
  const button = (which: NonNullable<Busy>, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Button
      size={size}
      variant="default"
      leftSection={icon}
      loading={busy === which}
      disabled={disabled || (busy !== null && busy !== which)}
      onClick={onClick}
      data-testid={`tickets-${which}`}
    >
      {t(`actions.${which}`)}
    </Button>
  );
  const canOutput = allowed.read && allowed.valid;
  const onGenerate = () =>
    void run('generate', () => generate.mutateAsync(), 'messages.generated', 'messages.generateFailed');
  const onDownload = () =>
    void run('download', () => downloadTicketsPdf(order.id, order.number), null, 'messages.pdfFailed');
  const printFailed = (error: unknown) =>
    error instanceof TicketsPrintError ? 'messages.printFailed' : 'messages.pdfFailed';
  const onPrint = () => void run('print', () => printTicketsPdf(order.id), null, printFailed);
  // Without SMTP the e-mail is kept in the outbox, not sent; with SMTP it is on its way: each says so.
  const onEmail = () =>
    void run(
      'email',
      async () => {
        const sent = await email.mutateAsync();
        notify(sent.status === 'kept' ? 'info' : 'success', t(emailMessages[sent.status]));
      },
      null,
      'messages.emailFailed',
    );
  const generateButton = button('generate', <IconTicket size={16} aria-hidden />, onGenerate);
  const downloadButton = button('download', <IconDownload size={16} aria-hidden />, onDownload);
  const printButton = button('print', <IconPrinter size={16} aria-hidden />, onPrint);
  const emailButton = button('email', <IconMail size={16} aria-hidden />, onEmail, !allowed.emailable);
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('actions.label', { number: order.number })}>
      {allowed.create && allowed.missing && generateButton}
      {canOutput && downloadButton}
      {canOutput && printButton}
      {allowed.create && allowed.valid && (
        <Tooltip label={t('actions.noEmail')} disabled={allowed.emailable}>
          {/* A disabled button gets no pointer events: the wrapper shows why. */}
          <span>{emailButton}</span>
        </Tooltip>
      )}
    </Group>
  );
}
