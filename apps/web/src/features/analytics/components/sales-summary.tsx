import { Paper, SimpleGrid, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesRow } from '@encore/shared/analytics/analytics.schema';
import { integer, money } from '../lib/figure-format';

/** The range's totals above the table: what a manager reads first. */
export function SalesSummary({ totals }: { totals: SalesRow }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  // Money that moved first (issue 23), then the tickets sold, invitations apart.
  const figures = [
    ['revenue', money(totals.revenueCents ?? 0, lang)],
    ['paid', money(totals.paidCents ?? 0, lang)],
    ['refunded', money(totals.refundedCents ?? 0, lang)],
    ['tickets', integer(totals.tickets, lang)],
    ['invitations', integer(totals.invitations, lang)],
    ['revenueInclVat', money(totals.revenueInclVatCents, lang)],
    ['revenueExclVat', money(totals.revenueExclVatCents, lang)],
    ['vat', money(totals.vatCents, lang)],
    ['fees', money(totals.feesCents, lang)],
    ['cancelled', integer(totals.cancelledTickets, lang), money(totals.cancelledCents, lang)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {figures.map(([key, ...parts]) => (
        <Paper key={key} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" fw={500}>
            {t(`analytics.summary.${key}`)}
          </Text>
          {/* Each amount stays on one line; the cancellations' count and amount may wrap apart (in French at
              1280 px "173 · 6 199,00 €" ran out of its card). */}
          <Text fw={700} fz="lg" data-testid={`summary-${key}`}>
            {parts.map((part, i) => (
              <Fragment key={i}>
                {i > 0 && ' · '}
                <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
              </Fragment>
            ))}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
