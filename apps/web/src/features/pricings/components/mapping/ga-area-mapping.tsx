import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingCategory } from '@encore/shared/pricings/pricing.schema';
import type { GaArea } from '@encore/shared/rooms/room.schema';
import { localeOf } from '@/lib/i18n';
import { SaveMappingButton } from './save-mapping-button';

export interface GaAreaMappingProps {
  areas: GaArea[];
  categories: PricingCategory[];
  initialSeats: Record<string, string>;
  readOnly: boolean;
  onSave: (seats: Record<string, string>) => Promise<boolean>;
  onDirtyChange: (dirty: boolean) => void;
  /** The save button's text when the page has another mapping's save button. */
  saveLabel?: string;
}

/** An unplaced room has no seats: each general-admission area gets one category (or none). */
export function GaAreaMapping({
  areas,
  categories,
  readOnly,
  onSave,
  onDirtyChange,
  saveLabel,
  ...props
}: GaAreaMappingProps) {
  const { t, i18n } = useTranslation('pricings');
  const [seats, setSeats] = useState(props.initialSeats);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  const live = new Set(categories.map((c) => c.id));
  const options = categories.map((c) => ({ value: c.id, label: c.name }));
  const assigned = areas.filter((a) => seats[a.id] && live.has(seats[a.id]!)).length;
  const save = async () => {
    const kept = Object.fromEntries(Object.entries(seats).filter(([, id]) => live.has(id)));
    if (await onSave(kept)) setDirty(false);
  };
  return (
    <Stack gap="sm">
      {!readOnly && (
        <Group justify="flex-end">
          <SaveMappingButton dirty={dirty} assignedLabel={String(assigned)} onSave={save} label={saveLabel} />
        </Group>
      )}
      <Table aria-label={t('mapping.gaLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('mapping.area')}</Table.Th>
            <Table.Th ta="right">{t('mapping.capacity')}</Table.Th>
            <Table.Th>{t('mapping.category')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {areas.map((area) => {
            const value = seats[area.id] && live.has(seats[area.id]!) ? seats[area.id]! : null;
            return (
              <Table.Tr key={area.id}>
                <Table.Td>{area.name}</Table.Td>
                <Table.Td ta="right">{area.capacity.toLocaleString(localeOf(i18n.language))}</Table.Td>
                <Table.Td>
                  {readOnly ? (
                    <Text size="sm">{categories.find((c) => c.id === value)?.name ?? t('mapping.none')}</Text>
                  ) : (
                    <Select
                      aria-label={t('mapping.categoryOf', { name: area.name })}
                      placeholder={t('mapping.none')}
                      data={options}
                      value={value}
                      clearable
                      onChange={(id) => {
                        setSeats((current) => {
                          const next = { ...current };
                          if (id) next[area.id] = id;
                          else delete next[area.id];
                          return next;
                        });
                        setDirty(true);
                      }}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Badge variant="light" color="gray" tt="none">
        {t('mapping.gaAssigned', { assigned, total: areas.length })}
      </Badge>
    </Stack>
  );
}
