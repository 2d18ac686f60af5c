import { useCallback, useMemo, useState } from 'react';
import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';

/** Enough to undo a working session; each snapshot shares its unchanged seats with its neighbours. */
const LIMIT = 200;

interface History {
  past: SeatMap[];
  present: SeatMap;
  future: SeatMap[];
  /** The snapshot last saved or loaded: "unsaved changes" is present !== saved. */
  saved: SeatMap;
  /** Consecutive edits with the same key (typing a name, nudging the background) make one undo step. */
  lastKey?: string;
}

/** Undo/redo as a list of SeatMap snapshots (edits are pure functions, so a snapshot is just a reference). */
export function useSeatMapHistory(initial: SeatMap) {
  const [h, setH] = useState<History>({ past: [], present: initial, future: [], saved: initial });

  const push = useCallback((next: SeatMap, key?: string) => {
    setH((s) => {
      if (next === s.present) return s;
      const merge = key !== undefined && key === s.lastKey;
      const past = merge ? s.past : [...s.past, s.present].slice(-LIMIT);
      return { ...s, past, present: next, future: [], lastKey: key };
    });
  }, []);
  const undo = useCallback(() => {
    setH((s) => {
      const previous = s.past.at(-1);
      if (!previous) return s;
      return {
        ...s,
        past: s.past.slice(0, -1),
        present: previous,
        future: [s.present, ...s.future],
        lastKey: undefined,
      };
    });
  }, []);
  const redo = useCallback(() => {
    setH((s) => {
      const [next, ...future] = s.future;
      if (!next) return s;
      return { ...s, past: [...s.past, s.present], present: next, future, lastKey: undefined };
    });
  }, []);
  /** After a save: the plan sent becomes the reference (edits made during the save stay unsaved). */
  const markSaved = useCallback(
    (map: SeatMap) => setH((s) => ({ ...s, saved: map, lastKey: undefined })),
    [],
  );
  /** After a reload or an import: a new start, nothing to undo. */
  const reset = useCallback((map: SeatMap) => setH({ past: [], present: map, future: [], saved: map }), []);

  return useMemo(
    () => ({
      map: h.present,
      dirty: h.present !== h.saved,
      canUndo: h.past.length > 0,
      canRedo: h.future.length > 0,
      push,
      undo,
      redo,
      markSaved,
      reset,
    }),
    [h, push, undo, redo, markSaved, reset],
  );
}

export type SeatMapHistory = ReturnType<typeof useSeatMapHistory>;
