import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';
import { SeatMapEditError } from '@encore/shared/rooms/seat-map-edit-base';
import {
  selectedCount,
  selectionFromIds,
  selectionToIds,
  type SeatSelection,
} from '@encore/shared/rooms/seat-selection';
import { notify } from '@/lib/notify';
import { useSeatMapHistory } from './use-seat-map-history';

type SelectionState = { index: SeatMapIndex; value: SeatSelection } | { ids: readonly string[] };

/**
 * The builder's working state: the plan with its history, its index, and the selection. The selection is
 * kept against the index it was made on and carried over to a new index by seat id, so it survives every
 * edit, undo and redo (ids are stable; deleted seats simply drop out).
 */
export function useBuilderState(initial: SeatMap) {
  const { t } = useTranslation('rooms');
  const history = useSeatMapHistory(initial);
  const index = useMemo(() => new SeatMapIndex(history.map), [history.map]);
  const [sel, setSel] = useState<SelectionState>({ ids: [] });
  const selection = useMemo(() => {
    if ('ids' in sel) return selectionFromIds(index, sel.ids);
    if (sel.index === index) return sel.value;
    return selectionFromIds(index, selectionToIds(sel.index, sel.value));
  }, [sel, index]);
  const selectedIds = useMemo(() => selectionToIds(index, selection), [index, selection]);
  const count = useMemo(() => selectedCount(selection), [selection]);

  const setSelection = useCallback((value: SeatSelection) => setSel({ index, value }), [index]);
  const select = useCallback((ids: readonly string[]) => setSel({ ids }), []);

  /** Runs one edit; a broken label rule is explained in a toast and changes nothing. */
  const edit = useCallback(
    (change: (map: SeatMap) => SeatMap, key?: string): boolean => {
      try {
        history.push(change(history.map), key);
        return true;
      } catch (error) {
        if (!(error instanceof SeatMapEditError)) throw error;
        notify('error', t(`builder.errors.${error.reason}`, { label: error.label }));
        return false;
      }
    },
    [history, t],
  );

  return { history, map: history.map, index, selection, selectedIds, count, setSelection, select, edit };
}

export type BuilderState = ReturnType<typeof useBuilderState>;
