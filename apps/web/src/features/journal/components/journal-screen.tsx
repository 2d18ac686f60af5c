import { Stack, Text, Title, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArchivesCard } from './archives-card';
import { ClosingsTable } from './closings-table';
import { EntriesTable } from './entries-table';
import { VerificationCard } from './verification-card';

/**
 * `/journal` (issue 23 point 7): the tamper-evident journal for whoever may read it: its last verification
 * and a "Verify now", the archives to download, the closings (days, months, years) and the entries.
 */
export function JournalScreen() {
  const { t } = useTranslation('journal');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" maw={760}>
          {t('intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <VerificationCard />
        <ArchivesCard />
      </SimpleGrid>
      <ClosingsTable />
      <EntriesTable />
    </Stack>
  );
}
