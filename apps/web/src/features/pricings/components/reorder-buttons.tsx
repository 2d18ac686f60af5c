import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ReorderButtonsProps {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
}

/** Up and down buttons: reordering by keyboard (Tab, Enter) as well as by mouse, one rank at a time. */
export function ReorderButtons({ name, index, count, onMove, disabled }: ReorderButtonsProps) {
  const { t } = useTranslation('pricings');
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('actions.moveUp', { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('actions.moveDown', { name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The ids in their new order after moving one item. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
