import { ActionIcon, Button, Fieldset, Group, NumberInput, SimpleGrid } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconRotateClockwise,
} from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveSeats, rotateSeats } from '@encore/shared/rooms/seat-map-seat-edits';
import type { BuilderState } from './use-builder-state';

const arrows = {
  ArrowUp: [0, -1, IconArrowUp, 'up'],
  ArrowLeft: [-1, 0, IconArrowLeft, 'left'],
  ArrowRight: [1, 0, IconArrowRight, 'right'],
  ArrowDown: [0, 1, IconArrowDown, 'down'],
} as const;
type ArrowKey = keyof typeof arrows;
const n = (v: number | string) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Move by a step with arrow buttons (or arrow keys on them), by an exact dx/dy, and rotate by degrees. */
export function MoveControls({ state }: { state: BuilderState }) {
  const { t } = useTranslation('rooms');
  const [step, setStep] = useState<number | string>(10);
  const [dx, setDx] = useState<number | string>(0);
  const [dy, setDy] = useState<number | string>(0);
  const [degrees, setDegrees] = useState<number | string>(15);
  const ids = state.selectedIds;
  const move = (x: number, y: number) => state.edit((m) => moveSeats(m, ids, x, y));
  const nudge = (key: ArrowKey) => move(arrows[key][0] * n(step), arrows[key][1] * n(step));
  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.key in arrows)) return;
    e.preventDefault();
    nudge(e.key as ArrowKey);
  };
  return (
    <>
      <Fieldset legend={t('builder.move.title')} p="sm">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <NumberInput label={t('builder.move.step')} min={0.5} value={step} onChange={setStep} w={100} />
          <Group gap={4} onKeyDown={onKeyDown} role="group" aria-label={t('builder.move.arrows')}>
            {(Object.keys(arrows) as ArrowKey[]).map((key) => {
              const Icon = arrows[key][2];
              return (
                <ActionIcon
                  key={key}
                  variant="default"
                  size="lg"
                  aria-label={t(`builder.move.${arrows[key][3]}`)}
                  onClick={() => nudge(key)}
                >
                  <Icon size={16} aria-hidden />
                </ActionIcon>
              );
            })}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs" style={{ alignItems: 'end' }}>
          <NumberInput label={t('builder.move.dx')} value={dx} onChange={setDx} />
          <NumberInput label={t('builder.move.dy')} value={dy} onChange={setDy} />
          <Button variant="light" onClick={() => move(n(dx), n(dy))}>
            {t('builder.move.apply')}
          </Button>
        </SimpleGrid>
      </Fieldset>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <NumberInput
          label={t('builder.rotate.degrees')}
          min={-360}
          max={360}
          value={degrees}
          onChange={setDegrees}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          leftSection={<IconRotateClockwise size={16} aria-hidden />}
          onClick={() => state.edit((m) => rotateSeats(m, ids, n(degrees)))}
        >
          {t('builder.rotate.apply')}
        </Button>
      </Group>
    </>
  );
}
