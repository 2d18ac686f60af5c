import { ActionIcon, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '@encore/shared/orders/order.schema';
import type { PriceLevel } from '@encore/shared/pricings/pricing.schema';
import { formatMoney, formatStart } from '../lib/format';

interface CartItemRowProps {
  item: OrderItem;
  /** The levels of the item's category. */
  levels: PriceLevel[];
  showStart: boolean;
  busy: boolean;
  onLevelChange: (priceLevelId: string) => void;
  onRemove: () => void;
}

/** "Orchestre · row B · seat 12" or "Fosse × 3", its price level (changeable) and its price. */
export function CartItemRow({ item, levels, showStart, busy, onLevelChange, onRemove }: CartItemRowProps) {
  const { t, i18n } = useTranslation('boxOffice');
  const place = item.seatId
    ? t('cart.seat', { area: item.areaLabel ?? '', row: item.rowLabel ?? '', seat: item.seatLabel ?? '' })
    : t('cart.admissions', { area: item.areaLabel ?? '', count: item.quantity });
  const options = levels.map((l) => ({
    value: l.id,
    label: `${l.name} · ${formatMoney(l.priceCents, i18n.language)}`,
  }));
  if (!options.some((o) => o.value === item.priceLevelId))
    options.unshift({ value: item.priceLevelId, label: item.priceLevelName });
  return (
    <Stack gap={4} component="li" data-testid="cart-item">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Text size="sm" fw={500}>
            {place}
          </Text>
          {showStart && (
            <Text size="xs" c="dimmed">
              {formatStart(item.eventStartsAt, i18n.language)}
            </Text>
          )}
        </div>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={500}>
            {formatMoney(item.unitPriceCents * item.quantity, i18n.language)}
          </Text>
          <Tooltip label={t('cart.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('cart.removeNamed', { place })}
              onClick={onRemove}
              disabled={busy}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Select
        aria-label={t('cart.levelOf', { place })}
        size="xs"
        data={options}
        value={item.priceLevelId}
        onChange={(v) => v && v !== item.priceLevelId && onLevelChange(v)}
        allowDeselect={false}
        disabled={busy}
        data-cart-level
        data-testid="cart-item-level"
      />
    </Stack>
  );
}
