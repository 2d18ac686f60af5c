import { memo, type ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconFocusCentered, IconMinus, IconPlus, IconSquareDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SeatMapToolbarProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  rectMode: boolean;
  onRectModeChange?: (on: boolean) => void;
}

/**
 * Zoom, fit and the rectangle tool, floating over the map's top-right corner. Memoised: a selection change
 * re-renders the viewer, and these Mantine tooltips are most of its React cost (measured with the bench).
 */
export const SeatMapToolbar = memo(function SeatMapToolbar({
  onZoomIn,
  onZoomOut,
  onFit,
  rectMode,
  onRectModeChange,
}: SeatMapToolbarProps) {
  const { t } = useTranslation('seatMap');
  const button = (label: string, onClick: () => void, icon: ReactNode, pressed?: boolean) => (
    <Tooltip label={label} withinPortal={false}>
      <ActionIcon
        variant={pressed ? 'filled' : 'default'}
        size="lg"
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={4} role="toolbar" aria-label={t('tools')} pos="absolute" top={8} right={8}>
      {button(t('zoomIn'), onZoomIn, <IconPlus size={18} aria-hidden />)}
      {button(t('zoomOut'), onZoomOut, <IconMinus size={18} aria-hidden />)}
      {button(t('fit'), onFit, <IconFocusCentered size={18} aria-hidden />)}
      {onRectModeChange &&
        button(
          t('rectangle'),
          () => onRectModeChange(!rectMode),
          <IconSquareDashed size={18} aria-hidden />,
          rectMode,
        )}
    </Group>
  );
});
