import { Button, FileButton, Group, Menu } from '@mantine/core';
import { ToneBadge } from '@/components/common/tone-badge';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDeviceFloppy,
  IconDownload,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room } from '@encore/shared/rooms/room.schema';
import { notify } from '@/lib/notify';
import { exportSeatMap, type SeatMapFormat } from '../api/export-seat-map';
import { ConfirmDialog } from './confirm-dialog';
import type { BuilderSave } from './use-builder-save';
import type { BuilderState } from './use-builder-state';

interface BuilderToolbarProps {
  room: Room;
  state: BuilderState;
  save: BuilderSave;
}

/** Undo, redo, save, export and import; the unsaved-changes badge; the "someone else saved" dialog. */
export function BuilderToolbar({ room, state, save }: BuilderToolbarProps) {
  const { t } = useTranslation('rooms');
  const { history } = state;
  const [pending, setPending] = useState<File | null>(null);
  const download = (format: SeatMapFormat) =>
    exportSeatMap(room.id, format, room.name).catch(() => notify('error', t('errors:generic')));
  const pick = (file: File | null) => {
    if (!file) return;
    if (history.dirty) setPending(file);
    else save.importFile(file);
  };
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          disabled={!history.canUndo}
          onClick={history.undo}
          title={t('builder.shortcuts.undo')}
        >
          {t('builder.undo')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconArrowForwardUp size={16} aria-hidden />}
          disabled={!history.canRedo}
          onClick={history.redo}
          title={t('builder.shortcuts.redo')}
        >
          {t('builder.redo')}
        </Button>
        {history.dirty && (
          <ToneBadge tone="orange" role="status">
            {t('builder.unsavedBadge')}
          </ToneBadge>
        )}
      </Group>
      <Group gap="xs">
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
              {t('builder.export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void download('json')}>{t('builder.exportJson')}</Menu.Item>
            <Menu.Item onClick={() => void download('csv')}>{t('builder.exportCsv')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <FileButton onChange={pick} accept=".json,.csv,application/json,text/csv">
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={save.importing}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              {t('builder.import')}
            </Button>
          )}
        </FileButton>
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={save.saving}
          disabled={!history.dirty}
          onClick={save.save}
        >
          {t('builder.save')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={pending !== null}
        title={t('builder.importOver.title')}
        body={t('builder.importOver.body')}
        confirmLabel={t('builder.import')}
        danger
        onConfirm={() => {
          if (pending) save.importFile(pending);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        opened={save.conflict}
        title={t('builder.conflict.title')}
        body={t('builder.conflict.body')}
        confirmLabel={t('builder.conflict.reload')}
        onConfirm={save.reload}
        onCancel={save.closeConflict}
      />
    </Group>
  );
}
