import { Button, ColorSwatch, Group, Select } from '@mantine/core';
import { IconEraser, IconPaint } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingCategory } from '@encore/shared/pricings/pricing.schema';

interface MappingToolbarProps {
  categories: PricingCategory[];
  activeId: string | null;
  onActiveChange: (id: string | null) => void;
  hasSelection: boolean;
  onAssign: () => void;
  onUnassign: () => void;
}

/** Which category to paint, and the two actions on the selected seats. Memoised: the map re-renders often. */
export const MappingToolbar = memo(function MappingToolbar(props: MappingToolbarProps) {
  const { categories, activeId, hasSelection } = props;
  const { t } = useTranslation('pricings');
  const active = categories.find((c) => c.id === activeId);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('mapping.category')}
        placeholder={t('mapping.pickCategory')}
        data={categories.map((c) => ({ value: c.id, label: c.name }))}
        value={activeId}
        onChange={props.onActiveChange}
        allowDeselect={false}
        leftSection={active ? <ColorSwatch color={active.defaultColour} size={14} aria-hidden /> : null}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch
              color={categories.find((c) => c.id === option.value)?.defaultColour ?? 'gray'}
              size={14}
              aria-hidden
            />
            {option.label}
          </Group>
        )}
        w={240}
      />
      <Button
        leftSection={<IconPaint size={16} aria-hidden />}
        disabled={!active || !hasSelection}
        onClick={props.onAssign}
        data-testid="assign-button"
      >
        {active ? t('mapping.assignTo', { name: active.name }) : t('mapping.assign')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconEraser size={16} aria-hidden />}
        disabled={!hasSelection}
        onClick={props.onUnassign}
      >
        {t('mapping.unassign')}
      </Button>
    </Group>
  );
});
