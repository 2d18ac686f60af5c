import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxQuantityPerRequest } from '@encore/shared/orders/cart.schema';
import type { PriceLevel } from '@encore/shared/pricings/pricing.schema';
import { formatMoney } from '../lib/format';

interface GaAreaRowProps {
  name: string;
  capacity: number;
  /** Places left for this event (null while unknown). */
  remaining: number | null;
  levels: PriceLevel[];
  busy: boolean;
  onAdd: (priceLevelId: string, quantity: number) => Promise<boolean>;
}

/** One general-admission area: places left, a tariff and a quantity to add to the cart. */
export function GaAreaRow({ name, capacity, remaining, levels, busy, onAdd }: GaAreaRowProps) {
  const { t, i18n } = useTranslation('boxOffice');
  const [quantity, setQuantity] = useState<number>(1);
  const [levelId, setLevelId] = useState<string | null>(null);
  const level = levels.find((l) => l.id === levelId) ?? levels[0];
  const full = remaining !== null && remaining <= 0;
  // At most 200 admissions per add (the API's bound), and never more than are left: a larger number is
  // said, not silently cut to the maximum.
  const max = Math.max(1, Math.min(maxQuantityPerRequest, remaining ?? maxQuantityPerRequest));
  const tooMany =
    quantity <= max
      ? null
      : max < maxQuantityPerRequest
        ? t('ga.onlyLeft', { count: max })
        : t('ga.tooMany', { max: maxQuantityPerRequest });
  const add = async () => {
    if (tooMany) return;
    if (level && (await onAdd(level.id, quantity))) setQuantity(1);
  };
  return (
    <Stack gap={6} component="li" data-testid="ga-area">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{name}</Text>
        <Text size="sm" c={full ? 'red' : 'dimmed'}>
          {remaining === null
            ? t('ga.capacity', { capacity })
            : t('ga.remaining', { count: remaining, capacity })}
        </Text>
      </Group>
      {levels.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('ga.notPriced')}
        </Text>
      ) : (
        <Group
          component="form"
          align="flex-end"
          gap="xs"
          wrap="wrap"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Select
            label={t('ga.level')}
            data={levels.map((l) => ({
              value: l.id,
              label: `${l.name} · ${formatMoney(l.priceCents, i18n.language)}`,
            }))}
            value={level?.id ?? null}
            onChange={setLevelId}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
          <NumberInput
            label={t('ga.quantity', { name })}
            value={quantity}
            onChange={(v) => setQuantity(typeof v === 'number' ? v : 1)}
            min={1}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            error={tooMany}
            data-count-field
            w={{ base: '100%', xs: 180 }}
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={busy || full}
          >
            {t('ga.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
