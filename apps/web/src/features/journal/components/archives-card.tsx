import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { localeOf } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { downloadArchive } from '../api/download-archive';

const firstYear = 2026;

/** Downloads the signed archive of a year, or of one of its months (`GET /api/journal/archive?period=`). */
export function ArchivesCard() {
  const { t, i18n } = useTranslation('journal');
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: Math.max(1, thisYear - firstYear + 1) }, (_, i) => String(thisYear - i));
  const monthName = new Intl.DateTimeFormat(localeOf(i18n.language), { month: 'long', timeZone: 'UTC' });
  const months = [
    { value: '', label: t('archives.wholeYear') },
    ...Array.from({ length: 12 }, (_, i) => ({
      value: String(i + 1).padStart(2, '0'),
      label: monthName.format(new Date(Date.UTC(2026, i, 15))),
    })),
  ];
  const [year, setYear] = useState(years[0]!);
  const [month, setMonth] = useState('');
  const [busy, setBusy] = useState(false);
  const period = month ? `${year}-${month}` : year;
  const download = async () => {
    setBusy(true);
    try {
      await downloadArchive(period);
    } catch (error) {
      notify(
        'error',
        error instanceof ApiError && error.status === 404
          ? t('archives.empty', { period })
          : apiErrorMessage(t, error),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder component="section" aria-labelledby="journal-archives-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="journal-archives-title">
          {t('archives.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('archives.help')}
        </Text>
        <Group align="end">
          <Select
            label={t('archives.year')}
            data={years}
            value={year}
            onChange={(v) => v && setYear(v)}
            allowDeselect={false}
            w={120}
          />
          <Select
            label={t('archives.month')}
            data={months}
            value={month}
            onChange={(v) => setMonth(v ?? '')}
            allowDeselect={false}
            w={180}
          />
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={busy}
            onClick={() => void download()}
            variant="light"
          >
            {t('archives.download')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
