import { Accordion, Grid, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room } from '@encore/shared/rooms/room.schema';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import type { SelectionMode } from '@encore/shared/rooms/seat-selection';
import { SeatMapKeyboardList } from '@/components/seat-map/seat-map-keyboard-list';
import { SeatMapModeControl } from '@/components/seat-map/seat-map-mode-control';
import { SeatMapViewer } from '@/components/seat-map/seat-map-viewer';
import type { SeatMapDocument } from '@/components/seat-map/room-plan-queries';
import { AreaPanel } from './area-panel';
import { areaLegend } from './area-legend';
import { BackgroundPanel } from './background-panel';
import { BlockForm } from './block-form';
import { BuilderToolbar } from './builder-toolbar';
import { ProblemList } from './problem-list';
import { SelectionActions } from './selection-actions';
import { useBuilderKeys } from './use-builder-keys';
import { useBuilderSave } from './use-builder-save';
import { useBuilderState } from './use-builder-state';

interface SeatMapBuilderProps {
  room: Room;
  initial: SeatMapDocument;
  reload: () => Promise<SeatMapDocument>;
  backgroundUrl: string | null;
}

/** Builds a placed room's plan: blocks, areas, selection edits, background, undo/redo, atomic save. */
export function SeatMapBuilder({ room, initial, reload, backgroundUrl }: SeatMapBuilderProps) {
  const { t } = useTranslation('rooms');
  const state = useBuilderState(initial.map);
  const [mode, setMode] = useState<SelectionMode>('seat');
  const save = useBuilderSave(room.id, initial.revision, state, reload);
  useBuilderKeys(state.history, save.save);
  const [panels, setPanels] = useState<string[]>(['areas', 'block', 'selection']);
  return (
    <Stack gap="sm">
      <UnsavedChangesGuard dirty={state.history.dirty} body={t('builder.unsaved.body')} />
      <BuilderToolbar room={room} state={state} save={save} />
      <ProblemList problems={save.problems} onClose={save.clearProblems} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="xs">
            <SeatMapModeControl value={mode} onChange={setMode} style={{ alignSelf: 'flex-start' }} />
            <SeatMapViewer
              index={state.index}
              selection={state.selection}
              onSelectionChange={state.setSelection}
              mode={mode}
              backgroundUrl={backgroundUrl}
              fitKey={room.id}
              legend={areaLegend(state.map)}
              height="min(600px, 70vh)"
              ariaLabel={t('builder.viewerLabel', { name: room.name })}
            />
            <Paper withBorder p="sm" mah={360} style={{ overflow: 'auto' }}>
              <SeatMapKeyboardList
                index={state.index}
                selection={state.selection}
                onSelectionChange={state.setSelection}
              />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Accordion multiple value={panels} onChange={setPanels} variant="separated">
            <Accordion.Item value="areas">
              <Accordion.Control>
                {t('builder.areas.title', { count: state.map.areas.length })}
              </Accordion.Control>
              <Accordion.Panel>
                <AreaPanel state={state} />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="block">
              <Accordion.Control>{t('builder.block.title')}</Accordion.Control>
              <Accordion.Panel>
                <BlockForm state={state} />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="selection">
              <Accordion.Control>{t('builder.selection.title', { count: state.count })}</Accordion.Control>
              <Accordion.Panel>
                <SelectionActions state={state} />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="background">
              <Accordion.Control>{t('builder.background.title')}</Accordion.Control>
              <Accordion.Panel>
                <BackgroundPanel room={room} state={state} />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
