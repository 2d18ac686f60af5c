import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tenderMethods, type AmountsByMethod } from '@encore/shared/money/money-facts';
import { money } from '../lib/format';

interface BalanceTableProps {
  expected: AmountsByMethod;
  counted: AmountsByMethod | null;
  variance: AmountsByMethod | null;
}

/** Expected, counted and variance per method; a variance shows red when short, green when over. */
export function BalanceTable({ expected, counted, variance }: BalanceTableProps) {
  const { t, i18n } = useTranslation('till');
  const m = (cents: number) => money(cents, i18n.language);
  return (
    <Table striped horizontalSpacing="xs" fz="sm" data-testid="till-balance">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('balance.method')}</Table.Th>
          <Table.Th ta="right">{t('balance.expected')}</Table.Th>
          {counted && <Table.Th ta="right">{t('balance.counted')}</Table.Th>}
          {variance && <Table.Th ta="right">{t('balance.variance')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tenderMethods.map((method) => (
          <Table.Tr key={method} data-testid={`balance-${method}`}>
            <Table.Td>{t(`methods.${method}`)}</Table.Td>
            <Table.Td ta="right">{m(expected[method])}</Table.Td>
            {counted && <Table.Td ta="right">{m(counted[method])}</Table.Td>}
            {variance && (
              <Table.Td
                ta="right"
                fw={variance[method] ? 700 : undefined}
                c={variance[method] < 0 ? 'red' : variance[method] > 0 ? 'green' : undefined}
              >
                {m(variance[method])}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
