import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClosingKind } from '@encore/shared/journal/journal-events';
import type { JournalClosing } from '@encore/shared/journal/journal.schema';
import { formatRate } from '@encore/shared/money';
import { tenderMethods } from '@encore/shared/money/money-facts';
import { localeOf } from '@/lib/i18n';
import { useJournalClosings } from '../api/list-journal-closings';
import { money } from '../lib/format';
import { PagedTableSection, usePaging } from './paged-table-section';

/** The closings, newest first: a kind at a time or all, with their totals and the perpetual grand total. */
export function ClosingsTable() {
  const { t, i18n } = useTranslation('journal');
  const lang = i18n.language;
  const [kind, setKind] = useState<ClosingKind | 'all'>('all');
  const paging = usePaging(10);
  const query = useJournalClosings({
    page: paging.page,
    pageSize: paging.pageSize,
    kind: kind === 'all' ? undefined : kind,
  });
  const methods = (c: JournalClosing, field: 'paidCents' | 'refundedCents') =>
    tenderMethods
      .filter((m) => c.byMethod[m][field] !== 0)
      .map((m) => `${t(`methods.${m}`)} ${money(c.byMethod[m][field], lang)}`)
      .join(' · ') || '—';
  return (
    <PagedTableSection<JournalClosing>
      titleId="journal-closings-title"
      title={t('closings.title')}
      aside={
        <SegmentedControl
          aria-label={t('closings.kind')}
          value={kind}
          onChange={(v) => {
            setKind(v as ClosingKind | 'all');
            paging.setPage(1);
          }}
          data={(['all', 'day', 'month', 'year'] as const).map((k) => ({
            value: k,
            label: t(`closings.kinds.${k}`),
          }))}
        />
      }
      paging={paging}
      query={query}
      empty={t('closings.empty')}
      columns={[
        {
          accessor: 'period',
          title: t('closings.period'),
          render: (c) => (
            <Stack gap={0}>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {c.period}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`closings.kinds.${c.kind}`)} · #{c.sequence}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'totalCents',
          title: t('closings.total'),
          textAlign: 'right',
          render: (c) => (
            <Stack gap={0} align="flex-end">
              <Text size="sm">{money(c.totalCents, lang)}</Text>
              {c.cancellationsCents > 0 && (
                <Text size="xs" c="dimmed">
                  {t('closings.cancelled', { amount: money(c.cancellationsCents, lang) })}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          accessor: 'vat',
          title: t('closings.vat'),
          render: (c) =>
            c.vat.length === 0 ? (
              '—'
            ) : (
              <Stack gap={0}>
                {c.vat.map((l) => (
                  <Text size="xs" key={l.rateBasisPoints}>
                    {t('closings.vatLine', {
                      rate: formatRate(l.rateBasisPoints, localeOf(lang)),
                      base: money(l.baseCents, lang),
                      vat: money(l.vatCents, lang),
                      total: money(l.totalCents, lang),
                    })}
                  </Text>
                ))}
              </Stack>
            ),
        },
        {
          accessor: 'paidCents',
          title: t('closings.payments'),
          render: (c) => <Text size="xs">{methods(c, 'paidCents')}</Text>,
        },
        {
          accessor: 'refundedCents',
          title: t('closings.refunds'),
          render: (c) => <Text size="xs">{methods(c, 'refundedCents')}</Text>,
        },
        {
          accessor: 'invitations',
          title: t('closings.invitations'),
          textAlign: 'right',
        },
        {
          accessor: 'grandTotalCents',
          title: t('closings.grandTotal'),
          textAlign: 'right',
          onPhone: true,
          render: (c) => (
            <Text size="sm" fw={600}>
              {money(c.grandTotalCents, lang)}
            </Text>
          ),
        },
      ]}
    >
      <Text size="sm" c="dimmed">
        {t('closings.help')}
      </Text>
    </PagedTableSection>
  );
}
