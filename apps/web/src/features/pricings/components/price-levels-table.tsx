import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TaxClass } from '@encore/shared/catalogue/tax-class.schema';
import type { PriceLevel } from '@encore/shared/pricings/pricing.schema';
import { formatEuros } from '@encore/shared/money';
import { localeOf } from '@/lib/i18n';
import { ConfirmDelete } from './confirm-delete';
import { ReorderButtons } from './reorder-buttons';

interface PriceLevelsTableProps {
  categoryName: string;
  levels: PriceLevel[];
  taxClasses: TaxClass[];
  readOnly: boolean;
  onEdit: (level: PriceLevel) => void;
  onDelete: (level: PriceLevel) => Promise<unknown>;
  onMove: (from: number, to: number) => void;
}

/** The tariffs of one category: price VAT included, the VAT in it, tax class, quota. */
export function PriceLevelsTable(props: PriceLevelsTableProps) {
  const { levels, taxClasses, readOnly } = props;
  const { t, i18n } = useTranslation('pricings');
  const locale = localeOf(i18n.language);
  const taxName = (level: PriceLevel) => taxClasses.find((c) => c.id === level.taxClassId)?.name ?? '—';
  if (!levels.length)
    return (
      <Text size="sm" c="dimmed">
        {t('level.none')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={440}>
      <Table
        layout="fixed"
        verticalSpacing={4}
        aria-label={t('level.tableLabel', { name: props.categoryName })}
      >
        <Table.Thead>
          <Table.Tr>
            {/* Fixed widths line the categories' tables up; on a phone the tax goes under the price. */}
            <Table.Th>{t('level.name')}</Table.Th>
            <Table.Th w={130} visibleFrom="sm">
              {t('level.taxClass')}
            </Table.Th>
            <Table.Th w={140} ta="right">
              {t('level.price')}
            </Table.Th>
            <Table.Th w={90} ta="right" visibleFrom="sm">
              {t('level.vat')}
            </Table.Th>
            <Table.Th w={90} ta="right">
              {t('level.quota')}
            </Table.Th>
            {!readOnly && (
              <Table.Th w={136} ta="right">
                {t('level.actions')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {levels.map((level, i) => (
            <Table.Tr key={level.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {level.name}
                </Text>
                {level.description && (
                  <Text size="xs" c="dimmed">
                    {level.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="sm">{taxName(level)}</Table.Td>
              <Table.Td ta="right">
                {formatEuros(level.priceCents, locale)}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {t('level.vatShort', { vat: formatEuros(level.vatCents, locale), tax: taxName(level) })}
                </Text>
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {formatEuros(level.vatCents, locale)}
              </Table.Td>
              <Table.Td ta="right">
                {level.quota === null ? t('level.unlimited') : level.quota.toLocaleString(locale)}
              </Table.Td>
              {!readOnly && (
                <Table.Td>
                  <Group gap={2} justify="flex-end" wrap="nowrap">
                    <ReorderButtons name={level.name} index={i} count={levels.length} onMove={props.onMove} />
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('actions.editNamed', { name: level.name })}
                      onClick={() => props.onEdit(level)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ConfirmDelete name={level.name} onDelete={() => props.onDelete(level)} />
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
