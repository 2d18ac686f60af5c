import { Button, ColorSwatch, Group, NumberInput, Select } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingCategory } from '@encore/shared/pricings/pricing.schema';
import type { SeatStates } from '../lib/seat-states';

interface BestSeatsFormProps {
  categories: PricingCategory[];
  states: SeatStates;
  /** Finds and selects; false when no row has that many free seats side by side. */
  onFind: (categoryId: string, count: number) => boolean;
}

/** "Best N seats" in a category: N side by side in one row, nearest the middle of the stage. */
export const BestSeatsForm = forwardRef<HTMLInputElement, BestSeatsFormProps>(function BestSeatsForm(
  { categories, states, onFind },
  ref,
) {
  const { t } = useTranslation('boxOffice');
  const [count, setCount] = useState<number>(2);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missed, setMissed] = useState(false);
  const categoryId = categories.some((c) => c.id === chosen) ? chosen : (categories[0]?.id ?? null);
  const colour = categories.find((c) => c.id === categoryId)?.defaultColour;
  const find = () => {
    if (categoryId) setMissed(!onFind(categoryId, count));
  };
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      wrap="wrap"
      onSubmit={(e) => {
        e.preventDefault();
        find();
      }}
    >
      <NumberInput
        ref={ref}
        label={t('best.count')}
        value={count}
        onChange={(v) => setCount(typeof v === 'number' ? v : 1)}
        min={1}
        max={20}
        clampBehavior="strict"
        allowDecimal={false}
        data-count-field
        w={110}
        error={missed ? t('best.none', { count }) : undefined}
      />
      <Select
        label={t('best.category')}
        data={categories.map((c) => ({
          value: c.id,
          label: t('best.categoryOption', { name: c.name, count: states.freeByCategory.get(c.id) ?? 0 }),
        }))}
        value={categoryId}
        onChange={setChosen}
        allowDeselect={false}
        leftSection={colour ? <ColorSwatch color={colour} size={14} aria-hidden /> : null}
        w={{ base: '100%', xs: 240 }}
      />
      <Button type="submit" variant="light" leftSection={<IconSparkles size={16} aria-hidden />}>
        {t('best.find')}
      </Button>
    </Group>
  );
});
