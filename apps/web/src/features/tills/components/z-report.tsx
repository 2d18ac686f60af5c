import { Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRate } from '@encore/shared/money';
import { tenderMethods } from '@encore/shared/money/money-facts';
import { apiErrorMessage } from '@/lib/api-error-message';
import { localeOf } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportPdfUrl, useTillReport } from '../api/till-queries';
import { dateTime, money } from '../lib/format';
import { BalanceTable } from './balance-table';

function Figures({ rows }: { rows: [string, string][] }) {
  return (
    <Table>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Td>{label}</Table.Td>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The Z report of a session on screen, with the PDF a click away. */
export function ZReport({ sessionId }: { sessionId: string }) {
  const { t, i18n } = useTranslation('till');
  const report = useTillReport(sessionId);
  const m = (cents: number) => money(cents, i18n.language);
  if (!report.data)
    return report.isError ? <Text c="red">{apiErrorMessage(t, report.error)}</Text> : <Loader />;
  const r = report.data;
  const s = r.session;
  const openPdf = async () => {
    // Opened before the await, so the browser does not take it for a pop-up.
    const tab = window.open('', '_blank');
    try {
      const url = await reportPdfUrl(sessionId, i18n.language);
      if (tab) tab.location.href = url;
      else window.location.href = url;
    } catch (error) {
      tab?.close();
      notify('error', apiErrorMessage(t, error));
    }
  };
  return (
    <Card withBorder component="section" aria-labelledby="z-report-title" data-testid="z-report">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="z-report-title">
            {t('report.title')} – {s.tillName}
          </Title>
          <Button
            leftSection={<IconFileTypePdf aria-hidden />}
            variant="light"
            onClick={() => void openPdf()}
          >
            {t('report.pdf')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('session.openedAt', { at: dateTime(s.openedAt, i18n.language), name: s.openedByName })}
          {s.closedAt && ` – ${dateTime(s.closedAt, i18n.language)}`}
        </Text>
        <Title order={3} size="h5">
          {t('report.vat')}
        </Title>
        <Table data-testid="z-vat" horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('report.rate')}</Table.Th>
              <Table.Th ta="right">{t('report.base')}</Table.Th>
              <Table.Th ta="right">{t('report.tax')}</Table.Th>
              <Table.Th ta="right">{t('report.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.vat.map((line) => (
              <Table.Tr key={line.rateBasisPoints}>
                <Table.Td>{formatRate(line.rateBasisPoints, localeOf(i18n.language))}</Table.Td>
                <Table.Td ta="right">{m(line.baseCents)}</Table.Td>
                <Table.Td ta="right">{m(line.vatCents)}</Table.Td>
                <Table.Td ta="right">{m(line.totalCents)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>{t('report.totals')}</Table.Td>
              <Table.Td ta="right">{m(r.totals.baseCents)}</Table.Td>
              <Table.Td ta="right">{m(r.totals.vatCents)}</Table.Td>
              <Table.Td ta="right">{m(r.totals.totalCents)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Title order={3} size="h5">
          {t('report.byMethod')}
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('balance.method')}</Table.Th>
              <Table.Th ta="right">{t('report.paid')}</Table.Th>
              <Table.Th ta="right">{t('report.refunded')}</Table.Th>
              <Table.Th ta="right">{t('report.net')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tenderMethods.map((method) => (
              <Table.Tr key={method}>
                <Table.Td>{t(`methods.${method}`)}</Table.Td>
                <Table.Td ta="right">{m(r.payments[method])}</Table.Td>
                <Table.Td ta="right">{m(r.refunds[method])}</Table.Td>
                <Table.Td ta="right">{m(r.payments[method] - r.refunds[method])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <div>
            <Title order={3} size="h5">
              {t('report.activity')}
            </Title>
            <Figures
              rows={[
                [t('report.orders'), String(r.orders)],
                [t('report.tickets'), String(r.tickets)],
                [t('report.payments'), String(r.paymentsCount)],
                [t('report.refunds'), String(r.refundsCount)],
                [t('report.cancelledOrders'), String(r.cancellations.orders)],
                [t('report.cancelledItems'), String(r.cancellations.items)],
                [t('report.invitations'), `${r.invitations.orders} / ${r.invitations.tickets}`],
              ]}
            />
          </div>
          <div>
            <Title order={3} size="h5">
              {t('report.drawer')}
            </Title>
            <Figures
              rows={[
                [t('report.float'), m(s.openingFloatCents)],
                [t('report.payIns'), m(r.movements.pay_in)],
                [t('report.payOuts'), m(r.movements.pay_out)],
                [t('report.drops'), m(r.movements.drop)],
              ]}
            />
          </div>
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('balance.title')}
        </Title>
        <BalanceTable expected={s.expected} counted={s.counted} variance={s.variance} />
      </Stack>
    </Card>
  );
}
