import { useEffect } from 'react';
import type { SeatMapHistory } from './use-seat-map-history';

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl+Y redoes, Ctrl/Cmd+S saves. Inside a text field the
 * browser's own text undo wins, as people expect.
 */
export function useBuilderKeys(history: SeatMapHistory, save: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === 's') {
        e.preventDefault();
        save();
        return;
      }
      if (editable(e.target)) return;
      if (key === 'z' && !e.shiftKey) history.undo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') history.redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [history, save]);
}
