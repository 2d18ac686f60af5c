import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { SeatMapDocument } from '@/components/seat-map/room-plan-queries';
import { useImportSeatMap, type ImportProblem } from '../api/import-seat-map';
import { useSaveSeatMap } from '../api/save-seat-map';
import type { BuilderState } from './use-builder-state';

const problemsOf = (error: unknown): ImportProblem[] | null =>
  error instanceof ApiError && error.code === 'E00002' && Array.isArray(error.details) && error.details.length
    ? (error.details as ImportProblem[])
    : null;

/**
 * Save (one PUT naming the revision it started from), reload, and import, with what each failure means:
 * 409 = someone else saved meanwhile (offer a reload), 400 = the precise problems, listed.
 */
export function useBuilderSave(
  roomId: string,
  initialRevision: number,
  state: BuilderState,
  reload: () => Promise<SeatMapDocument>,
) {
  const { t } = useTranslation('rooms');
  const [revision, setRevision] = useState(initialRevision);
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const [conflict, setConflict] = useState(false);
  const saver = useSaveSeatMap(roomId);
  const importer = useImportSeatMap(roomId);
  const { history, select } = state;

  const fail = useCallback(
    (error: unknown) => {
      const list = problemsOf(error);
      setProblems(list);
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else if (!list)
        notify(
          'error',
          t(`errors:${error instanceof ApiError ? error.code : 'network'}`, {
            defaultValue: t('errors:generic'),
          }),
        );
    },
    [t],
  );

  const save = useCallback(async () => {
    // Ctrl+S also lands here: nothing to send when nothing changed.
    if (saver.isPending || !history.dirty) return;
    const sent = history.map;
    try {
      const saved = await saver.mutateAsync({ revision, map: sent });
      setRevision(saved.revision);
      history.markSaved(sent);
      setProblems(null);
      notify('success', t('catalogue:toasts.saved'));
    } catch (error) {
      fail(error);
    }
  }, [saver, history, revision, t, fail]);

  const reloadNow = useCallback(async () => {
    const doc = await reload();
    history.reset(doc.map);
    setRevision(doc.revision);
    select([]);
    setConflict(false);
  }, [reload, history, select]);

  const importFile = useCallback(
    async (file: File) => {
      try {
        await importer.mutateAsync(file);
        await reloadNow();
        setProblems(null);
        notify('success', t('builder.imported'));
      } catch (error) {
        fail(error);
      }
    },
    [importer, reloadNow, t, fail],
  );

  return {
    save: () => void save(),
    saving: saver.isPending,
    importFile: (file: File) => void importFile(file),
    importing: importer.isPending,
    reload: () => void reloadNow(),
    conflict,
    closeConflict: () => setConflict(false),
    problems,
    clearProblems: () => setProblems(null),
  };
}

export type BuilderSave = ReturnType<typeof useBuilderSave>;
