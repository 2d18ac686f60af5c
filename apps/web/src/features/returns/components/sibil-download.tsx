import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quarterOf } from '@encore/shared/returns/returns.schema';
import { notify } from '@/lib/notify';
import { downloadSibil } from '../api/returns-files';

/** The last eight quarters and the current one, newest first: "2026-Q4". */
function recentQuarters(now = new Date()): string[] {
  const quarters: string[] = [];
  for (let i = 0; i < 9; i++)
    quarters.push(quarterOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3 * i, 1))));
  return quarters;
}

/**
 * The quarter's SIBIL return (the culture ministry's ticketing data): one line per performance. The
 * return is due before the 10th of the quarter after, so the last quarter ended is chosen first.
 */
export function SibilDownload() {
  const { t, i18n } = useTranslation('returns');
  const quarters = recentQuarters();
  const [quarter, setQuarter] = useState(quarters[1]!);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadSibil(quarter, i18n.language);
    } catch {
      notify('error', t('sibil.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('sibil.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sibil.intro')}
        </Text>
        <Group align="flex-end" gap="xs">
          <Select
            label={t('sibil.quarter')}
            data={quarters.map((q) => ({
              value: q,
              label: t('sibil.quarterLabel', { year: q.slice(0, 4), q: q.slice(6) }),
            }))}
            value={quarter}
            onChange={(v) => v && setQuarter(v)}
            allowDeselect={false}
            w={200}
            data-testid="sibil-quarter"
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy}
            onClick={() => void download()}
            data-testid="sibil-download"
          >
            {t('sibil.download')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
