import { Code, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '@encore/shared/journal/journal.schema';
import { ToneBadge } from '@/components/common/tone-badge';
import { useJournalEntries } from '../api/list-journal-entries';
import { dateTime, money } from '../lib/format';
import { PagedTableSection, usePaging } from './paged-table-section';

const moneyTypes = new Set(['sale', 'payment', 'refund', 'cancellation', 'invitation']);

/** One line saying what an entry records (its payload in full is in the archive). */
export function entrySummary(entry: JournalEntry, t: TFunction, lang: string): string {
  let p: Record<string, unknown>;
  try {
    p = JSON.parse(entry.payload) as Record<string, unknown>;
  } catch {
    return '';
  }
  const amount = (key: string) => money(Number(p[key] ?? 0), lang);
  const order = p.orderNumber ? `${t('entries.order', { number: p.orderNumber })} · ` : '';
  switch (entry.type) {
    case 'sale':
    case 'cancellation':
      return `${order}${amount('totalCents')} · ${t('entries.tickets', { count: Number(p.tickets) })}`;
    case 'payment':
    case 'refund':
      return `${order}${t(`methods.${String(p.method)}`)} ${amount('amountCents')}`;
    case 'invitation':
      return `${order}${t('entries.tickets', { count: Number(p.tickets) })} · ${t(`entries.reasons.${String(p.reason)}`)}`;
    case 'closing':
      return `${t(`closings.kinds.${String(p.kind)}`)} ${String(p.period)} · ${amount('totalCents')} · ${t('closings.grandTotal')} ${amount('grandTotalCents')}`;
    case 'verification':
      return p.ok
        ? t('verification.ok')
        : t('verification.firstBroken', {
            sequence: p.firstBrokenSequence,
            reason: t(`verification.reasons.${String(p.reason ?? 'changed')}`),
          });
    case 'archive':
      return String(p.period);
    case 'start':
    case 'stop':
      return `${String(p.version)} · ${String(p.node)}`;
    case 'migration':
      return `${String(p.from ?? '—')} → ${String(p.to)}`;
    case 'key_rotation':
      return String(p.newKeyId);
    case 'till_opened':
      return amount('openingFloatCents');
    case 'till_movement':
      return `${amount('amountCents')} · ${String(p.reason)}`;
    default:
      return '';
  }
}

/** The entries, newest first, a page at a time: sequence, time, type, what it records, its hash's start. */
export function EntriesTable() {
  const { t, i18n } = useTranslation('journal');
  const lang = i18n.language;
  const paging = usePaging(25);
  const query = useJournalEntries({ page: paging.page, pageSize: paging.pageSize });
  return (
    <PagedTableSection<JournalEntry>
      titleId="journal-entries-title"
      title={t('entries.title')}
      paging={paging}
      query={query}
      empty={t('entries.empty')}
      columns={[
        { accessor: 'sequence', title: t('entries.sequence'), textAlign: 'right', width: 90 },
        {
          accessor: 'at',
          title: t('entries.at'),
          render: (e) => <Text size="sm">{dateTime(e.at, lang)}</Text>,
        },
        {
          accessor: 'type',
          title: t('entries.type'),
          onPhone: true,
          render: (e) => (
            <ToneBadge tone={moneyTypes.has(e.type) ? 'blue' : 'gray'} tt="none">
              {t(`types.${e.type}`, { defaultValue: e.type })}
            </ToneBadge>
          ),
        },
        {
          accessor: 'payload',
          title: t('entries.summary'),
          onPhone: true,
          render: (e) => <Text size="sm">{entrySummary(e, t, lang)}</Text>,
        },
        {
          accessor: 'hash',
          title: t('entries.hash'),
          render: (e) => <Code title={e.hash}>{e.hash.slice(0, 12)}</Code>,
        },
      ]}
    />
  );
}
