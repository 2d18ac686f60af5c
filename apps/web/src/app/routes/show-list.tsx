import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/resource/page-header';
import { useListParams } from '@/components/resource/use-list-params';
import { useAbility } from '@/lib/ability';
import { showStatuses } from '@encore/shared/shows/show.schema';
import { showFilterKeys, type ShowFilters } from '@/features/shows/api/list-shows';
import { ShowDatesProvider } from '@/features/shows/components/show-dates-provider';
import { ShowsFilters } from '@/features/shows/components/shows-filters';
import { ShowsTable } from '@/features/shows/components/shows-table';

export function Component() {
  const { t } = useTranslation('shows');
  const ability = useAbility();
  const list = useListParams({ columnAccessor: 'nextEventAt', direction: 'asc' }, showFilterKeys);
  const { status, ...rest } = list.filters;
  const filters: ShowFilters = { ...rest, status: showStatuses.find((s) => s === status) };
  return (
    <ShowDatesProvider>
      <Stack>
        {/* Producers create their own shows (manage_own), which PageHeader's plain `create` check misses. */}
        <PageHeader title={t('plural')} subject="Show">
          {ability.can('manage_own', 'Show') && (
            <Button component={Link} to="/show/add" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('catalogue:actions.add')}
            </Button>
          )}
        </PageHeader>
        <ShowsFilters value={filters} onChange={(value) => list.setFilters(value)} />
        <ShowsTable list={list} filters={filters} />
      </Stack>
    </ShowDatesProvider>
  );
}
