import { memo } from 'react';
import { ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Caller-given colour keys under the map; the swatch is paired with a label, never colour alone. */
export const SeatMapLegend = memo(function SeatMapLegend({
  items,
}: {
  items: { label: string; colour: string }[];
}) {
  const { t } = useTranslation('seatMap');
  if (!items.length) return null;
  return (
    <Group component="ul" gap="md" aria-label={t('legend')} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group component="li" key={`${item.label}-${item.colour}`} gap={6} wrap="nowrap">
          <ColorSwatch color={item.colour} size={14} withShadow={false} aria-hidden />
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
});
