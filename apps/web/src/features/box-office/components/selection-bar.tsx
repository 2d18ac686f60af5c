import { Button, Group, Text } from '@mantine/core';
import { IconShoppingCartPlus, IconX } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface SelectionBarProps {
  count: number;
  busy: boolean;
  onAdd: () => void;
  onClear: () => void;
  addRef?: RefObject<HTMLButtonElement | null>;
}

/** The seats picked on the map, waiting to go into the cart at their category's first price level. */
export function SelectionBar({ count, busy, onAdd, onClear, addRef }: SelectionBarProps) {
  const { t } = useTranslation('boxOffice');
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" aria-live="polite" data-testid="selection-count">
        {t('selection.count', { count })}
      </Text>
      <Group gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={onClear}
          disabled={!count}
        >
          {t('selection.clear')}
        </Button>
        <Button
          ref={addRef}
          leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
          onClick={onAdd}
          disabled={!count || busy}
          loading={busy}
          data-testid="add-to-cart"
        >
          {count ? t('selection.add', { count }) : t('selection.addNone')}
        </Button>
      </Group>
    </Group>
  );
}
