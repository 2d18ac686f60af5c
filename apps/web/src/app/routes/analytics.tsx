import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Group, Loader, ScrollArea, Stack, Tabs, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { salesDimensions } from '@encore/shared/analytics/analytics.schema';
import { downloadOrderItemsCsv, downloadSalesCsv } from '@/features/analytics/api/download-sales-csv';
import { useSalesTable } from '@/features/analytics/api/get-sales-table';
import { AnalyticsFilters } from '@/features/analytics/components/analytics-filters';
import { SalesSummary } from '@/features/analytics/components/sales-summary';
import { SalesTableView } from '@/features/analytics/components/sales-table-view';
import { useAnalyticsParams } from '@/features/analytics/lib/use-analytics-params';
import { useSalesChannelOptions } from '@/features/shows/api/list-sales-channel-options';
import { SibilDownload } from '@/features/returns/components/sibil-download';
import { notify } from '@/lib/notify';
import { showSearch } from './show-search';

const SalesBreakdownChart = lazy(() => import('@/features/analytics/components/sales-breakdown-chart'));

/** `/settings/analytics`: sales by show, event, channel, day, level, seller, payment, VAT rate; CSV files. */
export function Component() {
  const { t, i18n } = useTranslation('analytics');
  const view = useAnalyticsParams();
  const query = { ...view.filter, dimension: view.dimension };
  const table = useSalesTable(query);
  const channels = useSalesChannelOptions();
  const [downloading, setDownloading] = useState<'table' | 'items' | null>(null);
  // On a phone the tabs scroll sideways: the one the address selects (a reload, a shared link) is brought
  // into view, or the page would show a table under a tab the user cannot see.
  const tabsViewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabsViewport.current
      ?.querySelector('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [view.dimension]);
  const download = async (kind: 'table' | 'items') => {
    setDownloading(kind);
    try {
      if (kind === 'table') await downloadSalesCsv(query, i18n.language);
      else await downloadOrderItemsCsv(view.filter, i18n.language);
    } catch {
      notify('error', t('analytics.exportFailed'));
    } finally {
      setDownloading(null);
    }
  };
  const dimensionName = t(`analytics.by.${view.dimension}`);
  return (
    <Stack>
      <Title order={1}>{t('analytics.title')}</Title>
      <AnalyticsFilters
        value={view.filter}
        onChange={view.setFilter}
        onClear={view.clearFilters}
        shows={showSearch}
        channels={channels.data ?? []}
      />
      {table.isError && <Alert color="red">{t('dashboard.loadFailed')}</Alert>}
      {table.data && <SalesSummary totals={table.data.totals} />}
      <Tabs value={view.dimension} onChange={(v) => v && view.setDimension(v as typeof view.dimension)}>
        <ScrollArea type="auto" offsetScrollbars="x" viewportRef={tabsViewport}>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {salesDimensions.map((d) => (
              <Tabs.Tab key={d} value={d} style={{ whiteSpace: 'nowrap' }}>
                {t(`analytics.by.${d}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading === 'table'}
          onClick={() => download('table')}
        >
          {t('analytics.exportTable')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading === 'items'}
          onClick={() => download('items')}
        >
          {t('analytics.exportItems')}
        </Button>
      </Group>
      <SibilDownload />
      {table.data && table.data.rows.length > 0 && (
        <Card withBorder>
          <Title order={2} size="h5" mb="sm">
            {t(`analytics.chart.${view.dimension}`)}
          </Title>
          <Suspense fallback={<Loader size="sm" role="status" aria-label={t('dashboard.loadingChart')} />}>
            <SalesBreakdownChart table={table.data} label={t(`analytics.chart.${view.dimension}`)} />
          </Suspense>
        </Card>
      )}
      {table.data ? (
        <SalesTableView
          table={table.data}
          fetching={table.isFetching}
          sort={view.sort}
          onSort={view.setSort}
          label={dimensionName}
        />
      ) : (
        !table.isError && <Loader size="sm" role="status" aria-label={t('analytics.loading')} />
      )}
    </Stack>
  );
}
