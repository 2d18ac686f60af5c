import type { TFunction } from 'i18next';
import { integer, money } from './figure-format';

interface MoneyFigures {
  tickets: number;
  paidCents: number;
  refundedCents: number;
  invitations: number;
  cancelledTickets?: number;
}

/**
 * The lines under a revenue figure (issue 23): tickets sold and invitations, what was paid and what was
 * refunded, the tickets cancelled: apart, never folded into negative sales.
 */
export function moneyLines(t: TFunction<'analytics'>, lang: string, f: MoneyFigures) {
  const count = (key: string, n: number) =>
    t(`figures.${key}` as never, { count: n, formatted: integer(n, lang) });
  const tickets = [count('ticketCount', f.tickets)];
  if (f.invitations) tickets.push(count('invitationCount', f.invitations));
  const lines = [tickets.join(' · ')];
  if (f.paidCents || f.refundedCents)
    lines.push(
      t('figures.paidRefunded', { paid: money(f.paidCents, lang), refunded: money(f.refundedCents, lang) }),
    );
  if (f.cancelledTickets) lines.push(count('cancelledCount', f.cancelledTickets));
  return lines;
}
