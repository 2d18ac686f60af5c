import { Button, FileButton, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Room } from '@encore/shared/rooms/room.schema';
import { setBackground } from '@encore/shared/rooms/seat-map-edit';
import type { SeatMapBackground } from '@encore/shared/rooms/seat-map.schema';
import { notify } from '@/lib/notify';
import { useDeleteBackground } from '../api/delete-background';
import { useUploadBackground } from '../api/upload-background';
import { initialBackground, svgSize } from './background-rect';
import type { BuilderState } from './use-builder-state';

const sides = ['x', 'y', 'width', 'height'] as const;

/**
 * The hall drawing behind the seats. The file is stored at once (sanitised by the server); where it sits
 * on the plan is part of the plan, saved and undone with it.
 */
export function BackgroundPanel({ room, state }: { room: Room; state: BuilderState }) {
  const { t } = useTranslation('rooms');
  const upload = useUploadBackground(room.id);
  const remove = useDeleteBackground(room.id);
  const rect = state.map.background;
  const send = async (file: File | null) => {
    if (!file) return;
    try {
      const size = await svgSize(file);
      await upload.mutateAsync(file);
      if (!rect) state.edit((m) => setBackground(m, initialBackground(state.index, size)));
      notify('success', t('catalogue:toasts.uploaded'));
    } catch {
      notify('error', t('catalogue:toasts.notUploaded'));
    }
  };
  const drop = async () => {
    try {
      await remove.mutateAsync();
      state.edit((m) => setBackground(m, null));
    } catch {
      notify('error', t('errors:generic'));
    }
  };
  const change = (side: keyof SeatMapBackground, value: number | string) => {
    if (!rect || typeof value !== 'number' || !Number.isFinite(value)) return;
    if ((side === 'width' || side === 'height') && value <= 0) return;
    state.edit((m) => setBackground(m, { ...rect, [side]: value }), 'background');
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(room.hasBackground ? 'builder.background.present' : 'builder.background.absent')}
      </Text>
      <Group gap="xs">
        <FileButton onChange={(f) => void send(f)} accept=".svg,image/svg+xml">
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={upload.isPending}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
            >
              {t(room.hasBackground ? 'builder.background.replace' : 'builder.background.upload')}
            </Button>
          )}
        </FileButton>
        {room.hasBackground && (
          <Button
            variant="subtle"
            color="red"
            loading={remove.isPending}
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => void drop()}
          >
            {t('builder.background.remove')}
          </Button>
        )}
      </Group>
      {room.hasBackground && !rect && (
        <Button
          variant="default"
          onClick={() =>
            state.edit((m) => setBackground(m, initialBackground(state.index, { width: 1000, height: 750 })))
          }
        >
          {t('builder.background.place')}
        </Button>
      )}
      {rect && (
        <SimpleGrid cols={2} spacing="xs">
          {sides.map((side) => (
            <NumberInput
              key={side}
              label={t(`builder.background.${side}`)}
              value={rect[side]}
              min={side === 'x' || side === 'y' ? undefined : 1}
              onChange={(v) => change(side, v)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
